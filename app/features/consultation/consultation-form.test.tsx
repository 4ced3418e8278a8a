import "@testing-library/jest-dom/vitest";
import { waitFor, within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { consultationServiceCodes, consultationSlots } from "~/content/forms";
import { commonDictionaries } from "~/content/locales";
import { ConsultationButton } from "~/features/company-pages/consultation-button";
import { formatClock } from "~/lib/format";
import { type Locale, localizePath } from "~/lib/i18n";
import { useRouteLoaderData } from "~/lib/router";
import type { RootData } from "~/root-data";
import * as harness from "~/test/form-harness";
import { pageAt } from "~/test/page-at";
import { ConsultationProvider } from "./consultation-context";

/**
 * The consultation request as a visitor meets it: a button opens the shared dialog, which holds the form.
 * It is given the real root loader's data (the shell's copy, the forms' fields), as the built page gives it. These
 * tests stop where a request would leave the browser: the end-to-end suite sends forms to the real server.
 */

// 08:00 on Thursday 14 March 2030 in Douala (UTC+1), before the first slot: the office's today, whatever
// the machine's time zone, with every slot of the day still to come.
const now = new Date("2030-03-14T07:00:00Z");
const today = "2030-03-14";

harness.withFixedClock(now);

/** A complete request for a welding consultation on `preferredDate`, at the first slot. */
const weldingOn = (preferredDate: string) => ({
  name: "Paul Mbarga",
  email: "paul@example.org",
  service: "welding",
  preferredDate,
  preferredTime: consultationSlots[0] ?? "",
});

/** The part of the shell that holds the consultation dialog (features/shell/shell.tsx). */
function ShellWithConsultation() {
  return (
    <ConsultationProvider>
      <Page />
    </ConsultationProvider>
  );
}

/** A page with a link that opens the consultation dialog, named like the contact widget's button, in the root route's words. */
function Page() {
  const root = useRouteLoaderData<RootData>("root");
  return root ? <ConsultationButton label={root.common.widget.schedule} /> : null;
}

/** The shell's consultation dialog, opened from a "Schedule Meeting" link. */
async function openConsultation(locale: Locale = "en") {
  const t = commonDictionaries[locale];
  const c = t.consultation;
  const app = await pageAt(localizePath("/", locale), <ShellWithConsultation />);
  const { user, requests, opener, dialog } = await harness.openDialog(app, t.widget.schedule, c.title, "link");
  const d = within(dialog);
  const optional = (label: string) => harness.optionalNamed(label, t.form.optional);
  const fields = {
    ...harness.contactFields(dialog, c, t.form.optional),
    // A date field has no ARIA role; its label, with the required marker, finds it.
    preferredDate: d.getByLabelText(`${c.date} *`),
    preferredTime: d.getByRole("combobox", { name: c.time }),
    message: d.getByRole("textbox", { name: optional(c.message) }),
  };
  const submit = d.getByRole("button", { name: c.submit });
  return { user, t, c, opener, dialog, fields, submit, requests };
}

describe("consultation form", () => {
  test("opens in a dialog with each field labelled, required ones marked, the day and slot explained", async () => {
    const { t, c, dialog, fields } = await openConsultation();

    expect(dialog).toHaveAccessibleDescription(c.description);
    expect(within(dialog).getByText(t.form.requiredNote)).toBeInTheDocument();
    expect(fields.name).toHaveFocus();
    for (const field of [fields.name, fields.email, fields.service, fields.preferredDate, fields.preferredTime]) {
      expect(field).toBeRequired();
    }
    for (const field of [fields.phone, fields.company, fields.message]) expect(field).not.toBeRequired();
    expect(fields.preferredDate).toHaveAccessibleName(c.date);
    expect(fields.preferredDate).toHaveAttribute("type", "date");
    expect(fields.preferredDate).toHaveAttribute("min", today);
    expect(fields.preferredDate).toHaveAccessibleDescription(c.dateHint);
    expect(fields.preferredTime).toHaveAccessibleDescription(c.timeHint);
    expect(harness.optionLabels(fields.service)).toEqual([
      t.form.selectService,
      ...consultationServiceCodes.map((code) => c.services[code]),
    ]);
    const slots = within(fields.preferredTime).getAllByRole("option") as HTMLOptionElement[];
    expect(slots.map((option) => option.value)).toEqual(["", ...consultationSlots]);
    expect(slots.map((option) => option.textContent)).toEqual([
      t.form.selectTime,
      ...consultationSlots.map((slot) => formatClock(slot, "en")),
    ]);
  });

  /** The fields the browser refuses empty, in the form's order. */
  const requiredFields = ["name", "email", "service", "preferredDate", "preferredTime"];

  test("an empty request is stopped by the browser at each required field, and nothing is sent", async () => {
    const form = await openConsultation();

    await harness.expectStoppedByBrowser(form, form.dialog, requiredFields);
  });

  test("in French, the browser stops the form with the site's French messages, not its own", async () => {
    const form = await openConsultation("fr");
    const { user, t, fields } = form;
    await user.type(fields.email, "paule");

    await harness.expectStoppedByBrowser(form, form.dialog, requiredFields);
    const message = (name: keyof typeof fields) => (fields[name] as HTMLInputElement).validationMessage;
    expect(message("name")).toBe(t.leads.errors.required);
    expect(message("email")).toBe(t.leads.errors.email);
    expect(message("service")).toBe(t.leads.errors.choice);
    expect(message("preferredDate")).toBe(t.leads.errors.required);
    // Corrected, a field drops the message at once.
    await user.type(fields.name, "Paule");
    expect(message("name")).toBe("");
  });

  test("a day before today is stopped by the browser", async () => {
    const form = await openConsultation();
    await harness.fill(form.user, form.fields, weldingOn("2030-03-13"));

    await harness.expectStoppedByBrowser(form, form.dialog, ["preferredDate"]);
    expect((form.fields.preferredDate as HTMLInputElement).validity.rangeUnderflow).toBe(true);
  });

  test("a Sunday is stopped by the browser at its day, which says the office is closed, not at the slot", async () => {
    const form = await openConsultation();
    const { user, t, fields } = form;
    await harness.fill(user, fields, weldingOn("2030-03-17"));

    await harness.expectStoppedByBrowser(form, form.dialog, ["preferredDate", "preferredTime"]);
    expect((fields.preferredDate as HTMLInputElement).validationMessage).toBe(t.leads.errors.closedDay);
    // Another day takes the message away.
    await user.clear(fields.preferredDate);
    await user.type(fields.preferredDate, "2030-03-18");
    await waitFor(() => expect((fields.preferredDate as HTMLInputElement).validationMessage).toBe(""));
  });

  test("a day that went by while the dialog was open is refused with its message, under the field", async () => {
    const form = await openConsultation();
    const { user, t, c, dialog, fields, submit } = form;
    await harness.fill(user, fields, weldingOn(today));
    // Past midnight it is the 15th in Douala: the field's `min` still says the 14th, the schema does not.
    vi.setSystemTime(new Date("2030-03-14T23:30:00Z"));
    await user.click(submit);

    await harness.expectRefused(form, dialog, t.leads.invalid, {
      preferredDate: `${t.leads.errors.past} ${c.dateHint}`,
    });
    expect(fields.preferredDate).toHaveValue(today);
  });

  test("answers the schema refuses get one message each, focus on the first, everything typed kept as text", async () => {
    const form = await openConsultation();
    const { user, t, dialog, fields, submit } = form;
    const hostile = "<img src=x onerror=alert(1)>";
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const answers = {
      name: "  ",
      email: "paul@example",
      phone: "+237 six",
      company: hostile,
      service: "weld-procedure",
      preferredDate: "2030-04-02",
      preferredTime: "14:00",
      message: `${hostile}\nWPS for 6G pipe`,
    };
    await harness.fill(user, fields, answers);
    await user.click(submit);

    await harness.expectRefused(form, dialog, t.leads.invalid, {
      name: t.leads.errors.required,
      email: t.leads.errors.email,
      phone: t.leads.errors.phone,
    });
    harness.expectKept(fields, answers);
    expect(dialog.querySelector("img, script")).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  test("Cancel closes the dialog without sending, and focus goes back to the button that opened it", async () => {
    const { user, c, dialog, fields, opener, requests } = await openConsultation();
    await user.type(fields.name, "Paul Mbarga");
    await user.click(within(dialog).getByRole("button", { name: c.cancel }));

    // The dialog hands focus back on a timer of its own, just after it closes: wait for it as a visitor does.
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    expect(requests).not.toHaveBeenCalled();
  });

  test("a valid request is posted once, with the slot's code rather than its label", async () => {
    const form = await openConsultation();
    const answers = { name: "Paul Mbarga", email: "paul@example.org", service: "ndt", preferredDate: today };
    // The slot is chosen by the label the visitor reads, and sent as its code.
    await harness.fill(form.user, form.fields, { ...answers, preferredTime: formatClock("16:00", "en") });

    expect(await harness.sendWithDoubleClick(form, form.dialog, form.t.leads.sending)).toMatchObject({
      form: "consultation",
      locale: "en",
      ...answers,
      preferredTime: "16:00",
      phone: "",
      company: "",
      message: "",
    });
  });

  test("in French: the dialog, slots and messages come from the French dictionary", async () => {
    const form = await openConsultation("fr");
    const { user, t, c, dialog, fields, submit } = form;

    expect(dialog).toHaveAccessibleDescription(c.description);
    expect(fields.preferredDate).toHaveAccessibleDescription(c.dateHint);
    expect(harness.optionLabels(fields.service)).toEqual([
      t.form.selectService,
      ...consultationServiceCodes.map((code) => c.services[code]),
    ]);
    expect(harness.optionLabels(fields.preferredTime)).toEqual([
      t.form.selectTime,
      ...consultationSlots.map((slot) => formatClock(slot, "fr")),
    ]);

    await harness.fill(user, fields, {
      name: "Paule Ngo Mbarga",
      email: "paule@exemple",
      service: c.services["visual-inspection"],
      preferredDate: today,
      preferredTime: formatClock("09:00", "fr"),
    });
    await user.click(submit);

    await harness.expectRefused(form, dialog, t.leads.invalid, { email: t.leads.errors.email });
    expect(fields.service).toHaveValue("visual-inspection");
  });
});
