import { AlertTriangle } from "lucide-react";
import { attachmentField } from "~/content/attachments";
import { useCommon, useLeadFormShapes, useLocale } from "~/i18n/use-locale";
import { fill } from "~/lib/i18n";
import { refusalText } from "./file-limits";
import { answerFieldId, answerMessage, type LeadAnswer } from "./lead-answer";
import type { LeadKind } from "./lead-schema";
import { requestSectionIds } from "./request-page";

/** A refused or unfinished answer: anything the server says of a submission but "stored". */
export type UnstoredAnswer = Exclude<LeadAnswer, { outcome: "stored" }>;

/**
 * The top of the request page when a form sent without JavaScript was not stored: what happened, before
 * anything else, and for answers that need correcting, each message as a link to its field (the fields'
 * ids come from `answerFieldId`). A refusal or an outage links to the form that kept the answers (its
 * section of the request page).
 * `labels` are each form's field labels, keyed by field name.
 */
export function AnswerSummary({
  answer,
  labels,
}: {
  answer: UnstoredAnswer;
  labels: Record<LeadKind, Readonly<Record<string, unknown>>>;
}) {
  const t = useCommon();
  const locale = useLocale();
  const shapes = useLeadFormShapes();
  const invalid = answer.outcome === "invalid" ? answer : null;
  const problems = invalid
    ? Object.keys(shapes[invalid.kind]).flatMap((field) => {
        const error = invalid.errors[field];
        const label = labels[invalid.kind][field];
        return error
          ? [
              {
                field,
                id: answerFieldId(invalid.kind, field),
                label: typeof label === "string" ? label : field,
                message: t.leads.errors[error],
              },
            ]
          : [];
      })
    : [];
  // Each file refused, linked to the file field, whose own message ends with what to do.
  for (const refusal of invalid?.refusedFiles ?? []) {
    problems.push({
      field: attachmentField,
      id: answerFieldId(invalid?.kind ?? "quote", attachmentField),
      label: t.leads.files.label,
      message: refusalText(refusal, t, locale),
    });
  }
  return (
    <div
      role="alert"
      aria-labelledby="answer-summary-title"
      className="rounded-lg border-2 border-red-700 bg-red-50 p-6 text-navy-900"
    >
      <h2 id="answer-summary-title" className="flex items-start gap-2 text-xl font-bold">
        <AlertTriangle aria-hidden="true" className="mt-1 size-5 shrink-0 text-red-700" />
        {answerMessage(answer, t)}
      </h2>
      {problems.length > 0 ? (
        <ul className="mt-4 list-disc space-y-1 pl-6">
          {problems.map((problem) => (
            <li key={`${problem.field}-${problem.message}`}>
              <a href={`#${problem.id}`} className="font-semibold text-arc-700 underline">
                {fill(t.leads.summaryItem, { field: problem.label, message: problem.message })}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {!invalid && answer.kind && answer.values ? (
        <p className="mt-4">
          <a href={`#${requestSectionIds[answer.kind]}`} className="font-semibold text-arc-700 underline">
            {t.leads.keptAnswers}
          </a>
        </p>
      ) : null}
    </div>
  );
}
