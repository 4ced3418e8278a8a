import { CheckCircle2, MessageCircle } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Button } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { type ReceivedFileSummary, shownFileSize } from "~/content/attachments";
import { companyLinks } from "~/content/company";
import { useCommon, useLocale } from "~/i18n/use-locale";
import { fill } from "~/lib/i18n";
import type { LeadKind } from "./lead-schema";

/**
 * What a visitor sees once a request is stored: its reference, what happens next and by when, and a way
 * to go on talking on WhatsApp with the reference already written.
 */
export function LeadConfirmation({
  kind,
  reference,
  heading: Heading = "h3",
  onAnother,
  files = [],
}: {
  kind: LeadKind;
  reference: string;
  /** The files the server took with the request, named so the visitor knows what arrived. */
  files?: readonly ReceivedFileSummary[];
  /** The heading's level where the confirmation stands (it replaces a form under an h2 or h3). */
  heading?: "h2" | "h3" | "h4";
  /** Offers to send another request; absent where a new form is already on the page. */
  onAnother?: () => void;
}) {
  const t = useCommon();
  const locale = useLocale();
  const r = t.leads.received;
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  // The confirmation takes the place of the form that had focus: it takes focus too, so it is read out.
  useEffect(() => title.current?.focus(), []);
  const whatsapp = `${companyLinks.whatsapp}?text=${encodeURIComponent(fill(r.whatsappMessage, { ref: reference }))}`;
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-emerald-700 bg-emerald-50 p-6 text-navy-900">
      <Heading
        ref={title}
        id={titleId}
        tabIndex={-1}
        className="flex items-center gap-2 text-2xl font-bold focus:outline-none"
      >
        <CheckCircle2 aria-hidden="true" className="size-6 text-emerald-700" />
        {r.title}
      </Heading>
      <p className="mt-4 text-sm font-semibold text-steel-600">{r.reference}</p>
      <p className="font-mono text-3xl font-bold tracking-wider" data-testid="lead-reference">
        {reference}
      </p>
      <p className="mt-2 text-sm">{r.keep}</p>
      {files.length > 0 ? (
        <>
          <p className="mt-4 font-semibold">{t.leads.files.received}</p>
          <ul className="list-disc pl-6">
            {files.map((file, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the server's list, in its order, never changes here.
              <li key={index} className="break-words">
                {file.name} ({shownFileSize(file.size, locale)})
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="mt-4">{r.next[kind]}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <ExternalLink
          href={whatsapp}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-emerald-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-emerald-800"
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {r.whatsapp}
        </ExternalLink>
        {onAnother ? (
          <Button variant="ghost" onClick={onAnother}>
            {r.another}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
