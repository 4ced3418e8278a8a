import type { FieldError } from "./lead-schema";

/** A form control the browser checks: an input, a select or a text area. */
type Checked = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isChecked(target: EventTarget | null): target is Checked {
  return (
    target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement
  );
}

/**
 * Which of the site's messages says what the browser found wrong with a control: the same reasons the
 * schema gives (lead-schema.ts), so a refusal reads the same whether the browser or the server found it.
 */
export function validityError(control: Checked): FieldError | null {
  const v = control.validity;
  const type = control instanceof HTMLInputElement ? control.type : "";
  if (v.valueMissing) return control instanceof HTMLSelectElement ? "choice" : "required";
  if (v.typeMismatch) return type === "email" ? "email" : "required";
  if (v.tooLong) return "tooLong";
  if (v.badInput) return type === "number" ? "count" : "date";
  if (v.rangeUnderflow || v.rangeOverflow || v.stepMismatch) return type === "number" ? "count" : "past";
  if (v.patternMismatch) return "phone";
  return null;
}

/**
 * The browser still stops a form with a missing or malformed answer (its own check, before any script of
 * ours), but says why in the page's language rather than the browser's: an `invalid` event puts the site's
 * message on the control (`messages`, by reason), and the next edit of it takes the message away again.
 */
export function siteValidity(messages: Readonly<Record<FieldError, string>>) {
  return {
    onInvalidCapture(event: { target: EventTarget | null }) {
      const control = event.target;
      if (!isChecked(control)) return;
      control.setCustomValidity("");
      const error = validityError(control);
      if (error) control.setCustomValidity(messages[error]);
    },
    clear(target: EventTarget | null) {
      if (isChecked(target)) target.setCustomValidity("");
    },
  };
}
