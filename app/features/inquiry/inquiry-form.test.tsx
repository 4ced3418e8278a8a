import "@testing-library/jest-dom/vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { describe, expect, test, vi } from "vitest";
import { inquiryServiceCodes } from "~/content/forms";
import { commonDictionaries } from "~/content/locales";
import { homeDictionaries } from "~/content/locales/home";
import { requestPagePath } from "~/features/leads/lead-form";
import { type Locale, localeOfRequest, locales, localizePath } from "~/lib/i18n";
import { loader as rootLoader } from "~/root";
import { cleanUpAfterEach, Loading, optionalNamed, sentForm, watchRequests } from "~/test/form-harness";
import { InquiryForm } from "./inquiry-form";

/**
 * The home page's inquiry form as a visitor meets it, in a router whose root route serves the real root
 * loader's data (the shell's copy, the forms' fields) and whose page serves the home copy the way the
 * page's loader does. These tests stop where a request would leave the browser: the end-to-end suite
 * sends forms to the real server.
 */

cleanUpAfterEach();

/** The home page's copy, as its loader gives it (routes/home.tsx, routes/request.tsx). */
function homeLoader({ request }: LoaderFunctionArgs) {
  return { home: homeDictionaries[localeOfRequest(request)] };
}

/** The home page's contact section, as far as the form goes. */
function ContactSection() {
  const { home } = useLoaderData<typeof homeLoader>();
  return (
    <section aria-labelledby="inquiry-title">
      <h3 id="inquiry-title">{home.inquiry.title}</h3>
      <InquiryForm titleId="inquiry-title" />
    </section>
  );
}

/** The home page in each language, under the real root route. */
const App = createRoutesStub([
  {
    id: "root",
    loader: rootLoader,
    HydrateFallback: Loading,
    children: locales.map((locale) => ({
      path: localizePath("/", locale),
      loader: homeLoader,
      Component: ContactSection,
    })),
  },
]);

async function renderInquiryForm(locale: Locale = "en") {
  const requests = watchRequests();
  render(<App initialEntries={[localizePath("/", locale)]} />);
  const t = commonDictionaries[locale];
  const copy = homeDictionaries[locale].inquiry;
  const form = await screen.findByRole("form", { name: copy.title });
  const f = within(form);
  const optional = (label: string) => optionalNamed(label, t.form.optional);
  const fields = {
    name: f.getByRole("textbox", { name: copy.name }),
    email: f.getByRole("textbox", { name: copy.email }),
    company: f.getByRole("textbox", { name: optional(copy.company) }),
    phone: f.getByRole("textbox", { name: optional(copy.phone) }),
    service: f.getByRole("combobox", { name: copy.service }),
    details: f.getByRole("textbox", { name: copy.details }),
  };
  const submit = f.getByRole("button", { name: copy.submit });
  return { user: userEvent.setup({ delay: null }), t, copy, form, fields, submit, requests };
}

/** Clicks `button` and returns the names of the fields the browser's own checks stopped the submit at. */
async function fieldsRefusedByBrowser(
  user: ReturnType<typeof userEvent.setup>,
  form: HTMLElement,
  button: HTMLElement,
): Promise<string[]> {
  const refused: string[] = [];
  const onInvalid = (event: Event) => refused.push((event.target as HTMLInputElement).name);
  form.addEventListener("invalid", onInvalid, true);
  await user.click(button);
  form.removeEventListener("invalid", onInvalid, true);
  return refused;
}

describe("inquiry form", () => {
  test("names each field by its label, with required fields marked and the others called optional", async () => {
    const { t, copy, form, fields } = await renderInquiryForm();

    expect(within(form).getByText(t.form.requiredNote)).toBeInTheDocument();
    for (const field of [fields.name, fields.email, fields.service, fields.details]) expect(field).toBeRequired();
    for (const field of [fields.company, fields.phone]) expect(field).not.toBeRequired();
    // The "*" after a required label is for the eye; screen readers hear the field's required state instead.
    expect(within(form).getByText(copy.name).querySelector('[aria-hidden="true"]')).toHaveTextContent("*");
    expect(fields.email).toHaveAttribute("type", "email");
    expect(fields.phone).toHaveAttribute("type", "tel");
    expect(
      within(fields.service)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([t.form.selectService, ...inquiryServiceCodes.map((code) => t.inquiryServices[code])]);
    for (const field of Object.values(fields)) {
      expect(field).not.toHaveAttribute("aria-invalid");
      expect(field).not.toHaveAccessibleDescription();
    }
  });

  test("an empty form is stopped by the browser at each required field, and nothing is sent", async () => {
    const { user, form, submit, requests } = await renderInquiryForm();

    expect(await fieldsRefusedByBrowser(user, form, submit)).toEqual(["name", "email", "service", "details"]);
    expect(within(form).getByRole("status")).toBeEmptyDOMElement();
    expect(requests).not.toHaveBeenCalled();
  });

  test("an address the browser takes but the schema refuses gets its message, the focus and the field's description", async () => {
    const { user, t, form, fields, submit, requests } = await renderInquiryForm();
    await user.type(fields.name, "Paul Mbarga");
    // The browser's own email check takes an address without a top-level domain; the schema does not.
    await user.type(fields.email, "paul@example");
    await user.selectOptions(fields.service, "ndt");
    await user.type(fields.details, "UT of 12 nozzle welds");
    await user.click(submit);

    expect(await within(form).findByRole("status")).toHaveTextContent(t.leads.invalid);
    expect(fields.email).toHaveFocus();
    expect(fields.email).toHaveAttribute("aria-invalid", "true");
    expect(fields.email).toHaveAccessibleDescription(t.leads.errors.email);
    for (const field of [fields.name, fields.company, fields.phone, fields.service, fields.details]) {
      expect(field).not.toHaveAttribute("aria-invalid");
    }
    expect(requests).not.toHaveBeenCalled();
  });

  test("blank, malformed and overlong answers are refused with one message each, everything typed kept", async () => {
    const { user, t, form, fields, submit, requests } = await renderInquiryForm();
    const long = "x".repeat(5001);
    // Spaces pass the browser's `required`; the schema trims them and finds nothing.
    await user.type(fields.name, "   ");
    await user.type(fields.email, "paul@example.org");
    await user.type(fields.company, "Douala Steel SARL");
    await user.type(fields.phone, "call me");
    await user.selectOptions(fields.service, "coating");
    await user.click(fields.details);
    await user.paste(long);
    await user.click(submit);

    expect(await within(form).findByRole("status")).toHaveTextContent(t.leads.invalid);
    expect(fields.name).toHaveFocus();
    expect(fields.name).toHaveAccessibleDescription(t.leads.errors.required);
    expect(fields.phone).toHaveAccessibleDescription(t.leads.errors.phone);
    expect(fields.details).toHaveAccessibleDescription(t.leads.errors.tooLong);
    expect(fields.name).toHaveValue("   ");
    expect(fields.email).toHaveValue("paul@example.org");
    expect(fields.company).toHaveValue("Douala Steel SARL");
    expect(fields.phone).toHaveValue("call me");
    expect(fields.service).toHaveValue("coating");
    expect(fields.details).toHaveValue(long);
    expect(requests).not.toHaveBeenCalled();
  });

  test("a field being corrected loses its message; the others keep theirs until the next submit", async () => {
    const { user, t, fields, submit } = await renderInquiryForm();
    await user.type(fields.name, " ");
    await user.type(fields.email, "paul@example");
    await user.selectOptions(fields.service, "ndt");
    await user.type(fields.details, "UT of 12 nozzle welds");
    await user.click(submit);
    await screen.findByText(t.leads.errors.email);

    await user.type(fields.email, ".org");
    expect(fields.email).not.toHaveAttribute("aria-invalid");
    expect(fields.email).not.toHaveAccessibleDescription();
    expect(fields.name).toHaveAttribute("aria-invalid", "true");
    expect(fields.name).toHaveAccessibleDescription(t.leads.errors.required);
  });

  test("markup typed into the form stays text", async () => {
    const { user, t, form, fields, submit } = await renderInquiryForm();
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const hostile = "<img src=x onerror=alert(1)>";
    await user.type(fields.name, hostile);
    await user.type(fields.email, "not-an-address@x");
    await user.selectOptions(fields.service, "ndt");
    await user.type(fields.details, `${hostile}\n<script>alert(2)</script>`);
    await user.click(submit);

    await within(form).findByText(t.leads.errors.email);
    expect(fields.name).toHaveValue(hostile);
    expect(fields.details).toHaveValue(`${hostile}\n<script>alert(2)</script>`);
    expect(form.querySelector("img, script")).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  test("a valid form is posted once, with what was typed, while the button says it is sending", async () => {
    const { user, t, copy, form, fields, submit, requests } = await renderInquiryForm();
    const hostile = "<img src=x onerror=alert(1)>";
    await user.type(fields.name, "Paul Mbarga");
    await user.type(fields.email, "paul@example.org");
    await user.type(fields.phone, "+237 699 00 00 00");
    await user.selectOptions(fields.service, "pressure-vessel");
    await user.type(fields.details, hostile);
    await user.dblClick(submit);

    const sending = await within(form).findByRole("button", { name: t.leads.sending });
    expect(sending).toHaveAttribute("aria-disabled", "true");
    expect(within(form).queryByRole("button", { name: copy.submit })).toBeNull();
    const body = await sentForm(requests);
    expect(Object.fromEntries(body)).toMatchObject({
      form: "inquiry",
      locale: "en",
      page: "/",
      website: "",
      name: "Paul Mbarga",
      email: "paul@example.org",
      company: "",
      phone: "+237 699 00 00 00",
      service: "pressure-vessel",
      details: hostile,
    });
    expect(body.get("submission")).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("in French: French labels, messages and service names, and the French request page without JavaScript", async () => {
    const { user, t, copy, form, fields, submit, requests } = await renderInquiryForm("fr");

    expect(form).toHaveAttribute("action", localizePath(requestPagePath, "fr"));
    expect(
      within(fields.service)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([t.form.selectService, ...inquiryServiceCodes.map((code) => t.inquiryServices[code])]);
    expect(await fieldsRefusedByBrowser(user, form, submit)).toEqual(["name", "email", "service", "details"]);

    await user.type(fields.name, "Paule Ngo Mbarga");
    await user.type(fields.email, "paule@exemple");
    await user.type(fields.phone, "appelez-moi");
    await user.selectOptions(fields.service, t.inquiryServices["third-party"]);
    await user.type(fields.details, "Inspection de 12 piquages");
    await user.click(submit);

    expect(await within(form).findByRole("status")).toHaveTextContent(t.leads.invalid);
    expect(fields.email).toHaveFocus();
    expect(fields.email).toHaveAccessibleDescription(t.leads.errors.email);
    expect(fields.phone).toHaveAccessibleDescription(t.leads.errors.phone);
    expect(fields.service).toHaveValue("third-party");
    expect(within(form).getByRole("button", { name: copy.submit })).toBeInTheDocument();
    expect(requests).not.toHaveBeenCalled();
  });
});
