import { type FormEvent, useCallback, useRef, useState } from "react";
import { attachmentField, type FileRefusal, type ReceivedFileSummary } from "~/content/attachments";
import { fieldMaxLengths } from "~/content/forms";
import { notifySuccess, prepareNotifications } from "~/features/notifications/notify";
import { useCommon, useLeadFormShapes, useLocale } from "~/i18n/use-locale";
import { fill } from "~/lib/i18n";
import { openMailto, withBodyEnding } from "~/lib/mailto";
import { confirmedRefs } from "./confirmed-refs";
import { filesIn } from "./file-limits";
import { answerFieldId, answerMessage, type LeadAnswer, metaFields, refusalMessage } from "./lead-answer";
import type { FieldErrors, LeadField, LeadKind, LeadValues } from "./lead-schema";
import type { FormAttached, SendResult } from "./send-lead";
import { siteValidity } from "./validity";

const noFiles: readonly FileRefusal[] = [];

/** Where a form stands after its last submit. */
export type LeadFormState =
  | { status: "idle" }
  | { status: "sending" }
  | { status: "invalid" }
  | { status: "stored"; ref: string; files?: readonly ReceivedFileSummary[] }
  /** Not sent: `message` says why, `mailto` offers the same request as a mail draft. */
  | { status: "failed"; message: string; mailto: string };

/** A notification: its title, its text and, for the spec's longer ones, how long it stays. */
export interface LeadToast {
  title: string;
  text: string;
  duration?: number;
}

export interface LeadFormOptions<K extends LeadKind> {
  /** The request page's answer to a form sent without JavaScript: its values and messages are shown again. */
  answer?: LeadAnswer | null;
  /** The request as a `mailto:` draft, offered when the server cannot take it. */
  mailDraft: (values: LeadValues<K>) => string;
  /** The notification once stored; "Request received" with the reference unless a form has its own. */
  storedToast?: LeadToast;
  /**
   * With no application server (static hosting), what the form did before leads were stored: log the
   * request and open it as a mail draft (`mail`) or only log it (`log`), then confirm with `toast`.
   */
  withoutServer: { action: "mail" | "log"; toast: LeadToast };
  /** Called once a request is handled without a server: a dialog closes, as it used to. */
  onDone?: () => void;
  /**
   * A form in a dialog: the reference it confirmed outlives the dialog, which names it when opened again
   * (confirmed-refs.ts).
   */
  remember?: boolean;
}

/**
 * One way to hold and send the three lead forms. Fields are the browser's own (uncontrolled, with native
 * `required` and types), so a form sent without JavaScript is the same form; with JavaScript the submit is
 * taken over: checked, posted without a reload, answered in place. Only sending loads the schema checks
 * and the request code (send-lead.ts), when the form is first used.
 */
export function useLeadForm<K extends LeadKind>(kind: K, options: LeadFormOptions<K>) {
  const t = useCommon();
  const locale = useLocale();
  const shape = useLeadFormShapes()[kind] as Record<LeadField<K>, boolean>;
  const emptyValues = () => Object.fromEntries(Object.keys(shape).map((field) => [field, ""]));
  const initial = options.answer?.kind === kind ? options.answer : null;
  const [errors, setErrors] = useState<FieldErrors>(initial?.outcome === "invalid" ? initial.errors : {});
  // The files the server refused at the last submit, by name (a form with a file field).
  const [refusedFiles, setRefusedFiles] = useState<readonly FileRefusal[]>(
    initial?.outcome === "invalid" ? (initial.refusedFiles ?? noFiles) : noFiles,
  );
  /** How much of a form with files has gone up, from 0 to 1, while it is sent; null otherwise. */
  const [progress, setProgress] = useState<number | null>(null);
  const [state, setState] = useState<LeadFormState>(() => {
    switch (initial?.outcome) {
      case "stored":
        return { status: "stored", ref: initial.ref, files: initial.files };
      case "invalid":
        return { status: "invalid" };
      case "refused":
      case "unavailable":
        return {
          status: "failed",
          message: answerMessage(initial, t),
          mailto: options.mailDraft({ ...emptyValues(), ...initial.values } as LeadValues<K>),
        };
      default:
        return { status: "idle" };
    }
  });
  // A form emptied after a confirmation (another request, or a dialog opened again) names the reference
  // it confirmed, which the visitor may not have noted yet.
  const [previousRef, setPreviousRef] = useState(() => (options.remember ? confirmedRefs.get(kind) : undefined));
  // Values are the form's own; the hook only remembers what the server sent back, for a form sent without JavaScript.
  const [defaults, setDefaults] = useState<Partial<Record<string, string>>>(
    initial && "values" in initial ? (initial.values ?? {}) : {},
  );
  // A page answering a form sent without JavaScript shows that fill's answers again: it began on an
  // earlier page, so how long it took is unknown (until the visitor sends it and starts another).
  const answered = Object.values(defaults).some(Boolean);
  const [generation, setGeneration] = useState(0);
  // A page answering a form sent without JavaScript puts the visitor on the first field to correct.
  const [autoFocusField] = useState(() =>
    initial?.outcome === "invalid" ? Object.keys(shape).find((field) => field in initial.errors) : undefined,
  );
  // The browser's own check of each field, in the page's language (validity.ts).
  const validity = siteValidity(t.leads.errors);
  // The form, when it became usable and what it held then (see attachForm); null while none is shown.
  const attached = useRef<(FormAttached & { form: HTMLFormElement }) | null>(null);
  const submission = useRef<string | null>(null);

  /**
   * The fill's clock starts when the form becomes usable: when React takes hold of it, at hydration or
   * when it appears later (a dialog opened, a new request). What the form held then is kept too: answers
   * already in it were typed before the page's scripts ran, at a moment nobody measured, and the sending
   * code (loaded later, so the page's first scripts stay small) then sends no time at all.
   */
  const attachForm = useCallback((form: HTMLFormElement | null) => {
    attached.current = form && { form, at: performance.now(), held: new FormData(form) };
  }, []);

  function start() {
    // One key per fill of the form: a double click, a retry or a resubmit stores one request.
    submission.current ??= crypto.randomUUID();
    prepareNotifications();
    void import("./send-lead").catch(() => {});
  }

  function valuesOf(form: HTMLFormElement): LeadValues<K> {
    const data = new FormData(form);
    const fields = Object.keys(shape) as LeadField<K>[];
    return Object.fromEntries(
      fields.map((field) => {
        const value = data.get(field);
        return [field, typeof value === "string" ? value : ""];
      }),
    ) as LeadValues<K>;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (state.status === "sending") return;
    start();
    setState({ status: "sending" });
    const data = new FormData(form);
    data.set(metaFields.key, submission.current ?? "");
    // The sending code itself may fail to load (the connection dropped): that is a failed send too.
    const result = await import("./send-lead")
      .then(({ sendLead }) => sendLead(kind, data, answered ? null : attached.current, form, setProgress))
      .catch((): SendResult => ({ outcome: "failed" }))
      .finally(() => setProgress(null));
    const values = valuesOf(form);
    // A mail draft takes no files: it asks the visitor to attach those they chose.
    const chosen = filesIn(data).map((file) => file.name);
    const draft = () => {
      const url = options.mailDraft(values);
      return chosen.length > 0
        ? withBodyEnding(url, fill(t.leads.files.attachToMail, { names: chosen.join(", ") }))
        : url;
    };
    switch (result.outcome) {
      case "stored": {
        forget();
        if (options.remember) confirmedRefs.set(kind, result.ref);
        setState({ status: "stored", ref: result.ref, files: result.files });
        const received = { title: t.leads.received.title, text: fill(t.leads.received.toast, { ref: result.ref }) };
        notify(options.storedToast ?? received);
        return;
      }
      case "invalid":
        setErrors(result.errors);
        setRefusedFiles(result.refusedFiles ?? noFiles);
        setState({ status: "invalid" });
        result.first?.focus();
        return;
      case "static": {
        const { action, toast } = options.withoutServer;
        console.info(`Lead (${kind}), no server to store it:`, JSON.stringify(values));
        if (action === "mail") openMailto(draft());
        notify(toast);
        reset();
        options.onDone?.();
        return;
      }
      case "refused":
        setState({ status: "failed", message: refusalMessage(result.reason, t), mailto: draft() });
        return;
      default:
        setState({
          status: "failed",
          message: result.outcome === "unavailable" ? t.leads.unavailable : t.leads.failed,
          mailto: draft(),
        });
    }
  }

  function notify({ title, text, duration }: LeadToast) {
    void notifySuccess(title, { description: text, duration });
  }

  /** Forgets the fill that was sent: its key, its messages and the values the server sent back. */
  function forget() {
    submission.current = null;
    setErrors({});
    setRefusedFiles(noFiles);
    setDefaults({});
  }

  /** Empties the form for a new request. */
  function reset() {
    if (state.status === "stored") setPreviousRef(state.ref);
    attached.current?.form.reset();
    forget();
    setState({ status: "idle" });
    // Remounts the fields so the emptied defaults show even where the browser kept typed values.
    setGeneration((g) => g + 1);
  }

  /** Props of one field: its name, whether it is required, what it starts with, and its message. */
  function field(name: LeadField<K>) {
    const error = errors[name];
    return {
      name,
      required: shape[name],
      defaultValue: defaults[name] ?? "",
      error: error ? t.leads.errors[error] : undefined,
      autoFocus: name === autoFocusField || undefined,
      maxLength: (fieldMaxLengths as Partial<Record<string, number>>)[name],
      // A page answering a form sent without JavaScript lists its messages at the top, linked to the fields.
      id: initial?.outcome === "invalid" ? answerFieldId(kind, name) : undefined,
    };
  }

  return {
    kind,
    locale,
    state,
    /** The reference this form (or this kind of dialog) confirmed earlier on this page, if any. */
    previousRef,
    /** Changes when the form is emptied; the form's key, so its fields start afresh. */
    generation,
    field,
    /** What the file field shows of the last submit (a form that takes files). */
    files: {
      refused: refusedFiles,
      reloaded: initial?.outcome === "invalid" && refusedFiles === initial.refusedFiles,
      id: initial?.outcome === "invalid" ? answerFieldId(kind, attachmentField) : undefined,
    },
    progress,
    reset,
    formProps: {
      ref: attachForm,
      method: "post",
      onSubmit: submit,
      onFocus: start,
      onInvalidCapture: validity.onInvalidCapture,
      // A field being corrected loses its message; the others keep theirs until the next submit.
      onInput: (event: FormEvent<HTMLFormElement>) => {
        validity.recheck(event.target);
        const name = (event.target as HTMLInputElement).name;
        if (name && errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
      },
    },
  };
}

export type LeadFormHandle<K extends LeadKind> = ReturnType<typeof useLeadForm<K>>;
