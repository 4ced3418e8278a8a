import "@testing-library/jest-dom/vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Outlet, useRouteLoaderData } from "react-router";
import { describe, expect, test, vi } from "vitest";
import { consultationServiceCodes, consultationSlots } from "~/content/forms";
import { commonDictionaries } from "~/content/locales";
import { ConsultationButton } from "~/features/company-pages/consultation-button";
import { formatClock } from "~/lib/format";
import { type Locale, locales, localizePath } from "~/lib/i18n";
import { loader as rootLoader } from "~/root";
import { Loading, optionalNamed, sentForm, watchRequests, withFixedClock } from "~/test/form-harness";
import { ConsultationProvider } from "./consultation-context";

/**
 * The consultation request as a visitor meets it: a button opens the shared dialog, which holds the form.
 * The router's root route serves the real root loader's data (the shell's copy, the forms' fields). These
 * tests stop where a request would leave the browser: the end-to-end suite sends forms to the real server.
 */

// 23:30 on 14 March 2030 in Douala (UTC+1): the office's today, whatever the machine's time zone.
const now = new Date("2030-03-14T22:30:00Z");
const today = "2030-03-14";

withFixedClock(now);

/** The part of the shell that holds the consultation dialog (features/shell/shell.tsx). */
function ShellWithConsultation() {
  return (
    <ConsultationProvider>
      <Outlet />
    </ConsultationProvider>
  );
}

/** A page with a button that opens the consultation dialog, named like the contact widget's, in the root route's words. */
function Page() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return root ? <ConsultationButton label={root.common.widget.schedule} /> : null;
}

/** A page in each language, under the real root route. */
const App = createRoutesStub([
  {
    id: "root",
    loader: rootLoader,
    HydrateFallback: Loading,
    Component: ShellWithConsultation,
    children: locales.map((locale) => ({ path: localizePath("/", locale), Component: Page })),
  },
]);

/** The shell's consultation dialog, opened from a "Schedule Meeting" button. */
async function openConsultation(locale: Locale = "en") {
  const t = commonDictionaries[locale];
  const requests = watchRequests();
  render(<App initialEntries={[localizePath("/", locale)]} />);
  const user = userEvent.setup({ delay: null });
  const opener = await screen.findByRole("button", { name: t.widget.schedule });
  await user.click(opener);
  const c = t.consultation;
  const dialog = await screen.findByRole("dialog", { name: c.title });
  const d = within(dialog);
  const optional = (label: string) => optionalNamed(label, t.form.optional);
  const fields = {
    name: d.getByRole("textbox", { name: c.name }),
    email: d.getByRole("textbox", { name: c.email }),
    phone: d.getByRole("textbox", { name: optional(c.phone) }),
    company: d.getByRole("textbox", { name: optional(c.company) }),
    service: d.getByRole("combobox", { name: c.service }),
    // A date field has no ARIA role; its label, with the required marker, finds it.
    preferredDate: d.getByLabelText(`${c.date} *`),
    preferredTime: d.getByRole("combobox", { name: c.time }),
    message: d.getByRole("textbox", { name: optional(c.message) }),
  };
  const submit = d.getByRole("button", { name: c.submit });
  return { user, t, c, opener, dialog, fields, submit, requests };
}

/** Clicks `button` and returns the names of the fields the browser's own checks stopped the submit at. */
async function fieldsRefusedByBrowser(
  user: ReturnType<typeof userEvent.setup>,
  container: HTMLElement,
  button: HTMLElement,
): Promise<string[]> {
  const refused: string[] = [];
  const onInvalid = (event: Event) => refused.push((event.target as HTMLInputElement).name);
  container.addEventListener("invalid", onInvalid, true);
  await user.click(button);
  container.removeEventListener("invalid", onInvalid, true);
  return refused;
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
    expect(
      within(fields.service)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([t.form.selectService, ...consultationServiceCodes.map((code) => c.services[code])]);
    const slots = within(fields.preferredTime).getAllByRole("option") as HTMLOptionElement[];
    expect(slots.map((option) => option.value)).toEqual(["", ...consultationSlots]);
    expect(slots.map((option) => option.textContent)).toEqual([
      t.form.selectTime,
      ...consultationSlots.map((slot) => formatClock(slot, "en")),
    ]);
  });

  test("an empty request is stopped by the browser at each required field, and nothing is sent", async () => {
    const { user, dialog, submit, requests } = await openConsultation();

    expect(await fieldsRefusedByBrowser(user, dialog, submit)).toEqual([
      "name",
      "email",
      "service",
      "preferredDate",
      "preferredTime",
    ]);
    expect(within(dialog).getByRole("status")).toBeEmptyDOMElement();
    expect(requests).not.toHaveBeenCalled();
  });

  test("a day before today is stopped by the browser", async () => {
    const { user, dialog, fields, submit, requests } = await openConsultation();
    await user.type(fields.name, "Paul Mbarga");
    await user.type(fields.email, "paul@example.org");
    await user.selectOptions(fields.service, "welding");
    await user.type(fields.preferredDate, "2030-03-13");
    await user.selectOptions(fields.preferredTime, consultationSlots[0] ?? "");

    expect(await fieldsRefusedByBrowser(user, dialog, submit)).toEqual(["preferredDate"]);
    expect((fields.preferredDate as HTMLInputElement).validity.rangeUnderflow).toBe(true);
    expect(requests).not.toHaveBeenCalled();
  });

  test("a day that went by while the dialog was open is refused with its message, under the field", async () => {
    const { user, t, c, dialog, fields, submit, requests } = await openConsultation();
    await user.type(fields.name, "Paul Mbarga");
    await user.type(fields.email, "paul@example.org");
    await user.selectOptions(fields.service, "welding");
    await user.type(fields.preferredDate, today);
    await user.selectOptions(fields.preferredTime, consultationSlots[0] ?? "");
    // An hour later it is the 15th in Douala: the field's `min` still says the 14th, the schema does not.
    vi.setSystemTime(new Date("2030-03-14T23:30:00Z"));
    await user.click(submit);

    expect(await within(dialog).findByRole("status")).toHaveTextContent(t.leads.invalid);
    expect(fields.preferredDate).toHaveFocus();
    expect(fields.preferredDate).toHaveAttribute("aria-invalid", "true");
    expect(fields.preferredDate).toHaveAccessibleDescription(`${t.leads.errors.past} ${c.dateHint}`);
    expect(fields.preferredDate).toHaveValue(today);
    expect(requests).not.toHaveBeenCalled();
  });

  test("answers the schema refuses get one message each, focus on the first, everything typed kept as text", async () => {
    const { user, t, dialog, fields, submit, requests } = await openConsultation();
    const hostile = "<img src=x onerror=alert(1)>";
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    await user.type(fields.name, "  ");
    await user.type(fields.email, "paul@example");
    await user.type(fields.phone, "+237 six");
    await user.type(fields.company, hostile);
    await user.selectOptions(fields.service, "weld-procedure");
    await user.type(fields.preferredDate, "2030-04-02");
    await user.selectOptions(fields.preferredTime, "14:00");
    await user.type(fields.message, `${hostile}\nWPS for 6G pipe`);
    await user.click(submit);

    expect(await within(dialog).findByRole("status")).toHaveTextContent(t.leads.invalid);
    expect(fields.name).toHaveFocus();
    expect(fields.name).toHaveAccessibleDescription(t.leads.errors.required);
    expect(fields.email).toHaveAccessibleDescription(t.leads.errors.email);
    expect(fields.phone).toHaveAccessibleDescription(t.leads.errors.phone);
    for (const field of [fields.company, fields.service, fields.preferredDate, fields.preferredTime, fields.message]) {
      expect(field).not.toHaveAttribute("aria-invalid");
    }
    expect(fields.name).toHaveValue("  ");
    expect(fields.email).toHaveValue("paul@example");
    expect(fields.phone).toHaveValue("+237 six");
    expect(fields.company).toHaveValue(hostile);
    expect(fields.service).toHaveValue("weld-procedure");
    expect(fields.preferredDate).toHaveValue("2030-04-02");
    expect(fields.preferredTime).toHaveValue("14:00");
    expect(fields.message).toHaveValue(`${hostile}\nWPS for 6G pipe`);
    expect(dialog.querySelector("img, script")).toBeNull();
    expect(alert).not.toHaveBeenCalled();
    expect(requests).not.toHaveBeenCalled();
  });

  test("Cancel closes the dialog without sending, and focus goes back to the button that opened it", async () => {
    const { user, c, dialog, fields, opener, requests } = await openConsultation();
    await user.type(fields.name, "Paul Mbarga");
    await user.click(within(dialog).getByRole("button", { name: c.cancel }));

    expect(dialog).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(requests).not.toHaveBeenCalled();
  });

  test("a valid request is posted once, with the slot's code rather than its label", async () => {
    const { user, t, dialog, fields, submit, requests } = await openConsultation();
    await user.type(fields.name, "Paul Mbarga");
    await user.type(fields.email, "paul@example.org");
    await user.selectOptions(fields.service, "ndt");
    await user.type(fields.preferredDate, today);
    // Chosen by the label the visitor reads; sent as the slot's code.
    await user.selectOptions(fields.preferredTime, formatClock("16:00", "en"));
    await user.dblClick(submit);

    expect(await within(dialog).findByRole("button", { name: t.leads.sending })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    expect(Object.fromEntries(await sentForm(requests))).toMatchObject({
      form: "consultation",
      locale: "en",
      name: "Paul Mbarga",
      email: "paul@example.org",
      phone: "",
      company: "",
      service: "ndt",
      preferredDate: today,
      preferredTime: "16:00",
      message: "",
    });
  });

  test("in French: the dialog, slots and messages come from the French dictionary", async () => {
    const { user, t, c, dialog, fields, submit, requests } = await openConsultation("fr");

    expect(dialog).toHaveAccessibleDescription(c.description);
    expect(fields.preferredDate).toHaveAccessibleDescription(c.dateHint);
    expect(
      within(fields.service)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([t.form.selectService, ...consultationServiceCodes.map((code) => c.services[code])]);
    expect(
      within(fields.preferredTime)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([t.form.selectTime, ...consultationSlots.map((slot) => formatClock(slot, "fr"))]);

    await user.type(fields.name, "Paule Ngo Mbarga");
    await user.type(fields.email, "paule@exemple");
    await user.selectOptions(fields.service, c.services["visual-inspection"]);
    await user.type(fields.preferredDate, today);
    await user.selectOptions(fields.preferredTime, formatClock("09:00", "fr"));
    await user.click(submit);

    expect(await within(dialog).findByRole("status")).toHaveTextContent(t.leads.invalid);
    expect(fields.email).toHaveFocus();
    expect(fields.email).toHaveAccessibleDescription(t.leads.errors.email);
    expect(fields.service).toHaveValue("visual-inspection");
    expect(requests).not.toHaveBeenCalled();
  });
});
