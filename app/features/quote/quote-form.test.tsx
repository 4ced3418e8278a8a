import "@testing-library/jest-dom/vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Outlet, useLoaderData, useRouteLoaderData } from "react-router";
import { describe, expect, test, vi } from "vitest";
import { inquiryServiceCodes, staffOutsourcingService } from "~/content/forms";
import { commonDictionaries } from "~/content/locales";
import { QuoteButton } from "~/features/company-pages/quote-button";
import { type Locale, localizePath } from "~/lib/i18n";
import { loader as rootLoader } from "~/root";
import { Loading, optionalNamed, sentForm, watchRequests, withFixedClock } from "~/test/form-harness";
import { QuoteProvider } from "./quote-context";

/**
 * The quote request as a visitor meets it: a button opens the shared dialog, which holds the form, with or
 * without a service already chosen. The router's root route serves the real root loader's data (the
 * shell's copy, the forms' fields). These tests stop where a request would leave the browser: the
 * end-to-end suite sends forms to the real server.
 */

// 10:00 on 14 March 2030 in Douala: the office's today, whatever the machine's clock says.
const today = "2030-03-14";

withFixedClock(new Date("2030-03-14T09:00:00Z"));

/** The part of the shell that holds the quote dialog (features/shell/shell.tsx). */
function ShellWithQuote() {
  return (
    <QuoteProvider>
      <Outlet />
    </QuoteProvider>
  );
}

/** What a page tells its quote button: the service it is about, if any (routes/service.tsx). */
interface PageData {
  quoteService?: string;
}

/** A page with a "Get a Quote" button, in the words the root route serves. */
function Page() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const { quoteService } = useLoaderData<PageData>();
  return root ? <QuoteButton label={root.common.header.getQuote} service={quoteService} /> : null;
}

/** The shell's quote dialog, opened from a "Get a Quote" button, with `service` chosen if given (as service pages do). */
async function openQuote({ locale = "en", service }: { locale?: Locale; service?: string } = {}) {
  const path = localizePath("/", locale);
  const t = commonDictionaries[locale];
  const App = createRoutesStub([
    {
      id: "root",
      loader: rootLoader,
      HydrateFallback: Loading,
      Component: ShellWithQuote,
      children: [{ path, loader: (): PageData => ({ quoteService: service }), Component: Page }],
    },
  ]);
  const requests = watchRequests();
  render(<App initialEntries={[path]} />);
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole("button", { name: t.header.getQuote }));
  const q = t.quote;
  const dialog = await screen.findByRole("dialog", { name: q.title });
  const d = within(dialog);
  const optional = (label: string) => optionalNamed(label, t.form.optional);
  const fields = {
    name: d.getByRole("textbox", { name: q.name }),
    email: d.getByRole("textbox", { name: q.email }),
    company: d.getByRole("textbox", { name: optional(q.company) }),
    phone: d.getByRole("textbox", { name: optional(q.phone) }),
    service: d.getByRole("combobox", { name: q.service }),
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
  const submit = d.getByRole("button", { name: q.submit });
  const staffLabel = t.inquiryServices[staffOutsourcingService];
  return { user, t, q, dialog, fields, staffFields, staffLabel, submit, requests };
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
    expect(
      within(fields.service)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([t.form.selectService, ...inquiryServiceCodes.map((code) => t.inquiryServices[code])]);
    expect(fields.startDate).toHaveAttribute("type", "date");
    expect(fields.startDate).toHaveAttribute("min", today);
    expect(staffFields()).toEqual({ roles: null, headcount: null });
  });

  test("choosing Staff Outsourcing asks which roles and how many, both required; another service takes them away", async () => {
    const { user, q, dialog, fields, staffFields, staffLabel } = await openQuote();
    await user.selectOptions(fields.service, staffLabel);

    const roles = present(staffFields().roles);
    const headcount = present(staffFields().headcount);
    expect(roles).toBeRequired();
    expect(headcount).toBeRequired();
    expect(within(dialog).getByText(q.roles).querySelector('[aria-hidden="true"]')).toHaveTextContent("*");
    expect(headcount).toHaveAttribute("type", "number");
    expect(headcount).toHaveAttribute("min", "1");

    await user.selectOptions(fields.service, "ndt");
    expect(staffFields()).toEqual({ roles: null, headcount: null });
  });

  test("opened for staff, an empty request is stopped by the browser at each required field, roles and headcount too", async () => {
    const { user, dialog, fields, staffFields, submit, requests } = await openQuote({
      service: staffOutsourcingService,
    });

    expect(fields.service).toHaveValue(staffOutsourcingService);
    expect(staffFields().roles).toBeInTheDocument();
    expect(await fieldsRefusedByBrowser(user, dialog, submit)).toEqual([
      "name",
      "email",
      "roles",
      "headcount",
      "details",
    ]);
    expect(within(dialog).getByRole("status")).toBeEmptyDOMElement();
    expect(requests).not.toHaveBeenCalled();
  });

  test("no people, a fraction of one or a start before today is stopped by the browser", async () => {
    const { user, dialog, fields, staffFields, submit, requests } = await openQuote({
      service: staffOutsourcingService,
    });
    await user.type(fields.name, "Paul Mbarga");
    await user.type(fields.email, "paul@example.org");
    await user.type(present(staffFields().roles), "Coded pipe welders");
    await user.type(fields.details, "Shutdown at Kribi");
    const headcount = present(staffFields().headcount);

    await user.type(headcount, "0");
    await user.type(fields.startDate, "2030-03-13");
    expect(await fieldsRefusedByBrowser(user, dialog, submit)).toEqual(["headcount", "startDate"]);
    await user.clear(headcount);
    await user.type(headcount, "1.5");
    await user.clear(fields.startDate);
    expect(await fieldsRefusedByBrowser(user, dialog, submit)).toEqual(["headcount"]);
    expect(requests).not.toHaveBeenCalled();
  });

  test("staff answers the schema refuses get one message each, focus on the first, everything typed kept as text", async () => {
    const { user, t, dialog, fields, staffFields, submit, requests } = await openQuote({
      service: staffOutsourcingService,
    });
    const hostile = "<img src=x onerror=alert(1)>";
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const roles = present(staffFields().roles);
    const headcount = present(staffFields().headcount);
    await user.type(fields.name, "Paul Mbarga");
    await user.type(fields.email, "paul@example.org");
    await user.type(fields.company, hostile);
    // Spaces pass the browser's `required`; the schema trims them and finds nothing.
    await user.type(roles, "   ");
    // A whole number the browser takes; the schema caps a request at 9999 people.
    await user.type(headcount, "10000");
    await user.click(fields.duration);
    await user.paste("x".repeat(201));
    await user.type(fields.location, hostile);
    await user.type(fields.details, `${hostile}\nShutdown at Kribi`);
    await user.click(submit);

    expect(await within(dialog).findByRole("status")).toHaveTextContent(t.leads.invalid);
    expect(roles).toHaveFocus();
    expect(roles).toHaveAttribute("aria-invalid", "true");
    expect(roles).toHaveAccessibleDescription(t.leads.errors.required);
    expect(headcount).toHaveAccessibleDescription(t.leads.errors.count);
    expect(fields.duration).toHaveAccessibleDescription(t.leads.errors.tooLong);
    for (const field of [fields.name, fields.email, fields.company, fields.service, fields.location, fields.details]) {
      expect(field).not.toHaveAttribute("aria-invalid");
    }
    expect(fields.name).toHaveValue("Paul Mbarga");
    expect(fields.company).toHaveValue(hostile);
    expect(fields.service).toHaveValue(staffOutsourcingService);
    expect(roles).toHaveValue("   ");
    expect(headcount).toHaveValue(10000);
    expect(fields.duration).toHaveValue("x".repeat(201));
    expect(fields.location).toHaveValue(hostile);
    expect(fields.details).toHaveValue(`${hostile}\nShutdown at Kribi`);
    expect(dialog.querySelector("img, script")).toBeNull();
    expect(alert).not.toHaveBeenCalled();
    expect(requests).not.toHaveBeenCalled();
  });

  test("a valid staff request is posted once, with its roles and headcount", async () => {
    const { user, t, dialog, fields, staffFields, staffLabel, submit, requests } = await openQuote();
    await user.type(fields.name, "Paul Mbarga");
    await user.type(fields.email, "paul@example.org");
    await user.selectOptions(fields.service, staffLabel);
    await user.type(present(staffFields().roles), "4 coded pipe welders (6G)");
    await user.type(present(staffFields().headcount), "4");
    await user.type(fields.startDate, today);
    await user.type(fields.location, "Kribi");
    await user.type(fields.details, "Shutdown, 6 weeks");
    await user.dblClick(submit);

    expect(await within(dialog).findByRole("button", { name: t.leads.sending })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    expect(Object.fromEntries(await sentForm(requests))).toMatchObject({
      form: "quote",
      locale: "en",
      name: "Paul Mbarga",
      email: "paul@example.org",
      service: staffOutsourcingService,
      roles: "4 coded pipe welders (6G)",
      headcount: "4",
      startDate: today,
      duration: "",
      location: "Kribi",
      details: "Shutdown, 6 weeks",
    });
  });

  test("in French: the dialog, the staff questions and their messages come from the French dictionary", async () => {
    const { user, t, q, dialog, fields, staffFields, submit, requests } = await openQuote({
      locale: "fr",
      service: staffOutsourcingService,
    });

    expect(dialog).toHaveAccessibleDescription(q.description);
    expect(
      within(fields.service)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([t.form.selectService, ...inquiryServiceCodes.map((code) => t.inquiryServices[code])]);
    const roles = present(staffFields().roles);
    const headcount = present(staffFields().headcount);
    await user.type(fields.name, "Paule Ngo Mbarga");
    await user.type(fields.email, "paule@exemple.cm");
    await user.type(roles, " ");
    await user.type(headcount, "12000");
    await user.type(fields.details, "Arrêt technique à Kribi");
    await user.click(submit);

    expect(await within(dialog).findByRole("status")).toHaveTextContent(t.leads.invalid);
    expect(roles).toHaveFocus();
    expect(roles).toHaveAccessibleDescription(t.leads.errors.required);
    expect(headcount).toHaveAccessibleDescription(t.leads.errors.count);
    expect(requests).not.toHaveBeenCalled();
  });
});
