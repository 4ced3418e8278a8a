import { isIsoDay } from "../../lib/dates.ts";
import { openingHoursOn } from "./bookable.ts";
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
  return ownRuleError(control);
}

/**
 * The site's own rule a control's answer breaks, which the browser cannot check by itself: a day the office is
 * closed (Sunday) on an office-day field.
 */
function ownRuleError(control: Checked): FieldError | null {
  return isOfficeDay(control) && isIsoDay(control.value) && !openingHoursOn(control.value) ? "closedDay" : null;
}

/**
 * A date field for a day at the office (`data-office-day`, the consultation's): a day the office is closed
 * (Sunday) is the date's fault, said there, before the browser stops at a slot none of which it can take.
 */
function isOfficeDay(control: Checked): control is HTMLInputElement {
  return control instanceof HTMLInputElement && control.type === "date" && "officeDay" in control.dataset;
}

/**
 * The browser still stops a form with a missing or malformed answer (its own check, before any script of
 * ours), but says why in the page's language rather than the browser's: an `invalid` event puts the site's
 * message on the control (`messages`, by reason), and the next edit of it takes the message away again. A
 * rule of the site's own that the edited answer breaks is marked at once instead, so the browser stops there:
 * a closed day at its date, before the slot list none of whose slots it can take.
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
    recheck(target: EventTarget | null) {
      if (!isChecked(target)) return;
      const own = ownRuleError(target);
      target.setCustomValidity(own ? messages[own] : "");
    },
  };
}
