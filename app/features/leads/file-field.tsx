import { X } from "lucide-react";
import { type ChangeEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { Field, Input } from "~/components/ui/field";
import { acceptAttribute, attachmentField, type FileRefusal, shownFileSize } from "~/content/attachments";
import { useCommon, useLocale } from "~/i18n/use-locale";
import { fill } from "~/lib/i18n";
import { fileLimitWords, refusalText, sortChosenFiles } from "./file-limits";

const noRefusals: readonly FileRefusal[] = [];

/** A key per chosen file: two files may share a name, and the list changes as files are taken off. */
const fileKeys = new WeakMap<File, number>();
let nextKey = 0;
function keyOf(file: File): number {
  let key = fileKeys.get(file);
  if (key === undefined) {
    nextKey += 1;
    key = nextKey;
    fileKeys.set(file, key);
  }
  return key;
}

/**
 * The drawings, specifications and photos sent with a request. Before scripts run it is the browser's own
 * file input, in a form sent as `multipart/form-data`. With scripts, the files chosen are listed with their
 * sizes and can be taken off one by one before sending, and a file past a limit is taken off at once with
 * the reason; the server judges each file's content again. `refused` are the server's refusals of the last
 * submit: the answers came back, the files must be chosen again.
 */
export function FileField({
  id: givenId,
  refused = noRefusals,
  reloaded = false,
}: {
  id?: string;
  refused?: readonly FileRefusal[];
  /** The refusals came with the page (a form sent without scripts): no file is chosen any more. */
  reloaded?: boolean;
}) {
  const t = useCommon();
  const locale = useLocale();
  const words = t.leads.files;
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File[]>([]);
  const [problems, setProblems] = useState<readonly FileRefusal[]>(refused);
  /** Puts `files` in the input, which is what the form sends, and in the list. */
  const keep = useCallback((files: File[]) => {
    const control = input.current;
    if (control && typeof DataTransfer === "function") {
      const transfer = new DataTransfer();
      for (const file of files) transfer.items.add(file);
      control.files = transfer.files;
    }
    setChosen(files);
  }, []);

  const answered = useRef(refused);
  // A new answer from the server (sent with scripts): its refusals shown, those files taken off the input.
  // Not at the first render: files chosen before the scripts ran stay chosen.
  useEffect(() => {
    if (answered.current === refused) return;
    answered.current = refused;
    setProblems(refused);
    const control = input.current;
    if (refused.length > 0 && control?.files) {
      // By place: the server names a file as it cleaned the name, which may differ from the device's.
      const gone = new Set(refused.map((r) => r.position));
      keep([...control.files].filter((_, index) => !gone.has(index)));
    }
  }, [refused, keep]);

  const choose = useCallback(
    (files: File[]) => {
      const { kept, refused: early } = sortChosenFiles(files);
      setProblems(early);
      keep(kept);
    },
    [keep],
  );

  // Files chosen before the scripts ran are listed (and checked) once they run.
  useEffect(() => {
    const files = input.current?.files;
    if (files && files.length > 0) choose([...files]);
  }, [choose]);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    choose([...(event.currentTarget.files ?? [])]);
  }

  const message =
    problems.length > 0
      ? [
          ...problems.map((problem) => refusalText(problem, t, locale)),
          ...(reloaded && problems === refused ? [words.again] : []),
        ].join(" ")
      : undefined;
  const listId = `${id}-chosen`;
  const list = useRef<HTMLUListElement>(null);
  /** After a file is taken off, focus goes to the next one's button (or the one before, or the input). */
  const focusAfterRemoval = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const buttons = list.current?.querySelectorAll("button") ?? [];
    const next = buttons[Math.min(index, buttons.length - 1)];
    if (next) next.focus();
    else input.current?.focus();
  });
  return (
    <div className="sm:col-span-2">
      <Field
        label={words.label}
        id={id}
        optionalText={t.form.optional}
        hint={fill(words.hint, fileLimitWords(locale))}
        error={message}
        // Said at once: a file taken off as it is chosen, or refused by the server, while focus is elsewhere.
        // A page answering a form sent without scripts has its own alert above, which lists it already.
        errorRole={reloaded ? undefined : "alert"}
      >
        {({ id: controlId, describedBy, invalid }) => (
          <Input
            ref={input}
            id={controlId}
            type="file"
            name={attachmentField}
            multiple
            accept={acceptAttribute}
            onChange={onChange}
            aria-invalid={invalid || undefined}
            aria-describedby={[describedBy, chosen.length > 0 ? listId : null].filter(Boolean).join(" ") || undefined}
            // On a phone the button has a line of its own: the browser's words beside it (in the phone's
            // language, often longer in French) would otherwise be cut short in a 360 px form.
            className="file:mb-2 file:block file:rounded sm:file:mr-3 sm:file:mb-0 sm:file:inline-block file:border-0 file:bg-navy-900 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-white"
          />
        )}
      </Field>
      {chosen.length > 0 ? (
        <ul ref={list} id={listId} aria-label={words.chosen} className="mt-2 space-y-1">
          {chosen.map((file, index) => (
            <li
              key={keyOf(file)}
              className="flex items-center justify-between gap-3 rounded-md bg-steel-100 px-3 py-1.5 text-sm text-navy-900"
            >
              <span className="min-w-0 break-words">
                {file.name} <span className="text-steel-600">({shownFileSize(file.size, locale)})</span>
              </span>
              <button
                type="button"
                onClick={() => {
                  focusAfterRemoval.current = index;
                  keep(chosen.filter((_, i) => i !== index));
                }}
                aria-label={fill(words.remove, { name: file.name })}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-steel-600 hover:bg-white hover:text-red-700"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
