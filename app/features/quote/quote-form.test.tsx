import "@testing-library/jest-dom/vitest";
import { within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { inquiryServiceCodes, staffOutsourcingService } from "~/content/forms";
import { commonDictionaries } from "~/content/locales";
import { QuoteButton } from "~/features/company-pages/quote-button";
import { type Locale, localizePath } from "~/lib/i18n";
import { useLoaderData, useRouteLoaderData } from "~/lib/router";
import type { RootData } from "~/root-data";
import * as harness from "~/test/form-harness";
import { pageAt } from "~/test/page-at";
import { QuoteProvider } from "./quote-context";

/**
 * The quote request as a visitor meets it: a button opens the shared dialog, which holds the form, with or
 * without a service already chosen. It is given the real root loader's data (the shell's copy, the forms'
 * fields), as the built page gives it. These tests stop where a request would leave the browser: the
 * end-to-end suite sends forms to the real server.
 */

// 10:00 on 14 March 2030 in Douala: the office's today, whatever the machine's clock says.
const today = "2030-03-14";

harness.withFixedClock(new Date("2030-03-14T09:00:00Z"));

/** The part of the shell that holds the quote dialog (features/shell/shell.tsx). */
function ShellWithQuote() {
  return (
    <QuoteProvider>
      <Page />
    </QuoteProvider>
  );
}

/** What a page tells its quote button: the service it is about, if any (routes/service.tsx). */
interface PageData {
  quoteService?: string;
}

/** A page with a "Get a Quote" button, in the words the root route serves. */
function Page() {
  const root = useRouteLoaderData<RootData>("root");
  const { quoteService } = useLoaderData<PageData>();
  return root ? <QuoteButton label={root.common.header.getQuote} service={quoteService} /> : null;
}

/** The shell's quote dialog, opened from a "Get a Quote" button, with `service` chosen if given (as service pages do). */
async function openQuote({ locale = "en", service }: { locale?: Locale; service?: string } = {}) {
  const path = localizePath("/", locale);
  const t = commonDictionaries[locale];
  const q = t.quote;
  const { user, requests, dialog } = await harness.openDialog(
    await pageAt(path, <ShellWithQuote />, { quoteService: service } satisfies PageData),
    t.header.getQuote,
    q.title,
    "link",
  );
  const d = within(dialog);
  const optional = (label: string) => harness.optionalNamed(label, t.form.optional);
  const fields = {
    ...harness.contactFields(dialog, q, t.form.optional),
    // A date field has no ARIA role; its label finds it.
    startDate: d.getByLabelText(`${q.startDate} (${t.form.optional})`),
    duration: d.getByRole("textbox", { name: optional(q.duration) }),
    location: d.getByRole("textbox", { name: optional(q.location) }),
    details: d.getByRole("textbox", { name: q.details }),
  };
  /** The questions only a staff request asks, when shown. */
  const staffFields = () => ({
    roles: d.queryByRole("textbox", { name: q.roles }),
    headcount: d.queryByRole("spinbutton", { name: q.headcount }),
  });
  /** Every field with the staff questions, which the test expects to be shown. */
  const withStaffFields = () => {
    const { roles, headcount } = staffFields();
    return { ...fields, roles: present(roles), headcount: present(headcount) };
  };
  const submit = d.getByRole("button", { name: q.submit });
  const staffLabel = t.inquiryServices[staffOutsourcingService];
  return { user, t, q, dialog, fields, staffFields, withStaffFields, staffLabel, submit, requests };
}

/** An element the test expects to be there. */
function present<T>(element: T | null): T {
  if (element === null) throw new Error("Expected the field to be shown.");
  return element;
}

describe("quote form", () => {
  test("opens in a dialog with each field labelled and required ones marked, without the staff questions", async () => {
    const { t, q, dialog, fields, staffFields } = await openQuote();

    expect(dialog).toHaveAccessibleDescription(q.description);
    expect(within(dialog).getByText(t.form.requiredNote)).toBeInTheDocument();
    expect(fields.name).toHaveFocus();
    for (const field of [fields.name, fields.email, fields.service, fields.details]) expect(field).toBeRequired();
    for (const field of [fields.company, fields.phone, fields.startDate, fields.duration, fields.location]) {
      expect(field).not.toBeRequired();
    }
    expect(fields.service).toHaveValue("");
    expect(harness.optionLabels(fields.service)).toEqual([
      t.form.selectService,
      ...inquiryServiceCodes.map((code) => t.inquiryServices[code]),
    ]);
    expect(fields.startDate).toHaveAttribute("type", "date");
    expect(fields.startDate).toHaveAttribute("min", today);
    expect(staffFields()).toEqual({ roles: null, headcount: null });
  });

  test("choosing Staff Outsourcing asks which roles and how many, both required; another service takes them away", async () => {
    const { user, q, dialog, fields, staffFields, withStaffFields, staffLabel } = await openQuote();
    await user.selectOptions(fields.service, staffLabel);

    const { roles, headcount } = withStaffFields();
    expect(roles).toBeRequired();
    expect(headcount).toBeRequired();
    expect(within(dialog).getByText(q.roles).querySelector('[aria-hidden="true"]')).toHaveTextContent("*");
    expect(headcount).toHaveAttribute("type", "number");
    expect(headcount).toHaveAttribute("min", "1");
    // A literal: the most people one quote may ask for.
    expect(headcount).toHaveAttribute("max", "9999");

    await user.selectOptions(fields.service, "ndt");
    expect(staffFields()).toEqual({ roles: null, headcount: null });
  });

  test("opened for staff, an empty request is stopped by the browser at each required field, roles and headcount too", async () => {
    const form = await openQuote({ service: staffOutsourcingService });

    expect(form.fields.service).toHaveValue(staffOutsourcingService);
    expect(form.staffFields().roles).toBeInTheDocument();
    await harness.expectStoppedByBrowser(form, form.dialog, ["name", "email", "roles", "headcount", "details"]);
  });

  test("no people, a fraction of one, more than 9,999 or a start before today is stopped by the browser", async () => {
    const form = await openQuote({ service: staffOutsourcingService });
    const { user } = form;
    const fields = form.withStaffFields();
    const complete = {
      name: "Paul Mbarga",
      email: "paul@example.org",
      roles: "Coded pipe welders",
      details: "Shutdown at Kribi",
    };
    await harness.fill(user, fields, { ...complete, headcount: "0", startDate: "2030-03-13" });
    await harness.expectStoppedByBrowser(form, form.dialog, ["headcount", "startDate"]);

    await user.clear(fields.headcount);
    await user.type(fields.headcount, "1.5");
    await user.clear(fields.startDate);
    await harness.expectStoppedByBrowser(form, form.dialog, ["headcount"]);

    await user.clear(fields.headcount);
    await user.type(fields.headcount, "10000");
    await harness.expectStoppedByBrowser(form, form.dialog, ["headcount"]);
    expect((fields.headcount as HTMLInputElement).validity.rangeOverflow).toBe(true);
  });

  test("staff answers the schema refuses get one message each, focus on the first, everything typed kept as text", async () => {
    const { user, t, dialog, withStaffFields, submit, requests } = await openQuote({
      service: staffOutsourcingService,
    });
    const hostile = "<img src=x onerror=alert(1)>";
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const fields = withStaffFields();
    const answers = {
      name: "Paul Mbarga",
      email: "paul@example.org",
      company: hostile,
      // Spaces pass the browser's `required`; the schema trims them and finds nothing.
      roles: "   ",
      headcount: "12",
      location: hostile,
      details: `${hostile}\nShutdown at Kribi`,
    };
    await harness.fill(user, fields, answers);
    // Longer than the cap, as a browser that ignores `maxlength` would send it.
    fields.duration.removeAttribute("maxlength");
    await user.click(fields.duration);
    await user.paste("x".repeat(201));
    await user.click(submit);

    await harness.expectRefused({ fields, requests }, dialog, t.leads.invalid, {
      roles: t.leads.errors.required,
      duration: t.leads.errors.tooLong,
    });
    harness.expectKept(fields, answers);
    expect(fields.service).toHaveValue(staffOutsourcingService);
    expect(fields.duration).toHaveValue("x".repeat(201));
    expect(dialog.querySelector("img, script")).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  test("a valid staff request is posted once, with its roles and headcount", async () => {
    const form = await openQuote();
    const contact = { name: "Paul Mbarga", email: "paul@example.org" };
    await harness.fill(form.user, form.fields, { ...contact, service: form.staffLabel });
    const staffRequest = {
      roles: "4 coded pipe welders (6G)",
      headcount: "4",
      startDate: today,
      location: "Kribi",
      details: "Shutdown, 6 weeks",
    };
    await harness.fill(form.user, form.withStaffFields(), staffRequest);

    expect(await harness.sendWithDoubleClick(form, form.dialog, form.t.leads.sending)).toMatchObject({
      form: "quote",
      locale: "en",
      ...contact,
      service: staffOutsourcingService,
      ...staffRequest,
      duration: "",
    });
  });

  test("in French: the dialog, the staff questions and their messages come from the French dictionary", async () => {
    const form = await openQuote({ locale: "fr", service: staffOutsourcingService });
    const { user, t, q, dialog, fields, withStaffFields, submit, requests } = form;

    expect(dialog).toHaveAccessibleDescription(q.description);
    expect(harness.optionLabels(fields.service)).toEqual([
      t.form.selectService,
      ...inquiryServiceCodes.map((code) => t.inquiryServices[code]),
    ]);
    const staffRequest = withStaffFields();
    const contact = { name: "Paule Ngo Mbarga", email: "paule@exemple.cm" };
    await harness.fill(user, staffRequest, {
      ...contact,
      roles: " ",
      headcount: "12000",
      details: "Arrêt technique à Kribi",
    });
    await harness.expectStoppedByBrowser(form, dialog, ["headcount"]);

    await user.clear(staffRequest.headcount);
    await user.type(staffRequest.headcount, "12");
    await user.click(submit);
    await harness.expectRefused({ fields: staffRequest, requests }, dialog, t.leads.invalid, {
      roles: t.leads.errors.required,
    });
  });
});
