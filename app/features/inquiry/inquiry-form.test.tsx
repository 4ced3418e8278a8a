import "@testing-library/jest-dom/vitest";
import { screen, within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { inquiryServiceCodes } from "~/content/forms";
import { commonDictionaries } from "~/content/locales";
import { homeDictionaries } from "~/content/locales/home";
import { requestPagePath } from "~/features/leads/request-page";
import { type Locale, localizePath } from "~/lib/i18n";
import { useLoaderData } from "~/lib/router";
import * as harness from "~/test/form-harness";
import { pageAt } from "~/test/page-at";
import { InquiryForm } from "./inquiry-form";

/**
 * The home page's inquiry form as a visitor meets it, given the real root loader's data (the shell's copy,
 * the forms' fields) and the home copy the way the page's loader gives it, as the built page gives them. These tests stop where a request would leave the browser: the end-to-end suite
 * sends forms to the real server.
 */

harness.cleanUpAfterEach();

/** A testing request from `name` whose address the browser takes and the schema refuses (no top-level domain). */
const ndtRequestFrom = (name: string) => ({
  name,
  email: "paul@example",
  service: "ndt",
  details: "UT of 12 nozzle welds",
});

/** The home page's contact section, as far as the form goes. */
function ContactSection() {
  const { home } = useLoaderData<{ home: (typeof homeDictionaries)[Locale] }>();
  return (
    <section aria-labelledby="inquiry-title">
      <h3 id="inquiry-title">{home.inquiry.title}</h3>
      <InquiryForm titleId="inquiry-title" />
    </section>
  );
}

/** The home page's inquiry form in `locale`, found by its title as a visitor finds it. */
async function renderInquiryForm(locale: Locale = "en") {
  // The home page's copy, as its loader gives it (routes/home.tsx).
  const page = await pageAt(localizePath("/", locale), <ContactSection />, { home: homeDictionaries[locale] });
  const { user, requests } = harness.renderWatched(page);
  const t = commonDictionaries[locale];
  const copy = homeDictionaries[locale].inquiry;
  const form = await screen.findByRole("form", { name: copy.title });
  const fields = {
    ...harness.contactFields(form, copy, t.form.optional),
    details: within(form).getByRole("textbox", { name: copy.details }),
  };
  const submit = within(form).getByRole("button", { name: copy.submit });
  return { user, t, copy, form, fields, submit, requests };
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
    expect(harness.optionLabels(fields.service)).toEqual([
      t.form.selectService,
      ...inquiryServiceCodes.map((code) => t.inquiryServices[code]),
    ]);
    for (const field of Object.values(fields)) expect(field).not.toHaveAttribute("aria-invalid");
    for (const field of [fields.name, fields.email, fields.company, fields.phone, fields.service]) {
      expect(field).not.toHaveAccessibleDescription();
    }
    // Every text field carries its cap; the brief states its own and counts towards it.
    expect(fields.name).toHaveAttribute("maxlength", "200");
    expect(fields.email).toHaveAttribute("maxlength", "254");
    expect(fields.details).toHaveAttribute("maxlength", "10000");
    expect(fields.details).toHaveAccessibleDescription("Up to 10,000 characters.");
    expect(within(form).getByText("0 / 10,000")).toBeInTheDocument();
  });

  test("the brief counts its characters as the visitor types, and stops at its cap", async () => {
    const { user, form, fields } = await renderInquiryForm();
    await user.type(fields.details, "MT of 40 fillet welds");
    expect(within(form).getByText("21 / 10,000")).toBeInTheDocument();
    await user.click(fields.details);
    await user.paste("x".repeat(10_000));
    expect(fields.details).toHaveValue(`MT of 40 fillet welds${"x".repeat(10_000 - 21)}`);
    expect(within(form).getByText("10,000 / 10,000")).toBeInTheDocument();
  });

  test("an empty form is stopped by the browser at each required field, and nothing is sent", async () => {
    const inquiry = await renderInquiryForm();

    await harness.expectStoppedByBrowser(inquiry, inquiry.form, ["name", "email", "service", "details"]);
  });

  test("an address the browser takes but the schema refuses gets its message, the focus and the field's description", async () => {
    const inquiry = await renderInquiryForm();
    const { user, t, form, fields, submit } = inquiry;
    // The browser's own email check takes an address without a top-level domain; the schema does not.
    await harness.fill(user, fields, ndtRequestFrom("Paul Mbarga"));
    await user.click(submit);

    await harness.expectRefused(inquiry, form, t.leads.invalid, { email: t.leads.errors.email });
  });

  test("blank, malformed and overlong answers are refused with one message each, everything typed kept", async () => {
    const inquiry = await renderInquiryForm();
    const { user, t, form, fields, submit } = inquiry;
    // Longer than the cap, as a browser that ignores `maxlength` would send it.
    fields.details.removeAttribute("maxlength");
    const long = "x".repeat(10_001);
    const answers = {
      // Spaces pass the browser's `required`; the schema trims them and finds nothing.
      name: "   ",
      email: "paul@example.org",
      company: "Douala Steel SARL",
      phone: "call me",
      service: "coating",
    };
    await harness.fill(user, fields, answers);
    await user.click(fields.details);
    await user.paste(long);
    await user.click(submit);

    await harness.expectRefused(inquiry, form, t.leads.invalid, {
      name: t.leads.errors.required,
      phone: t.leads.errors.phone,
      details: t.leads.errors.tooLong,
    });
    harness.expectKept(fields, { ...answers, details: long });
  });

  test("a field being corrected loses its message; the others keep theirs until the next submit", async () => {
    const { user, t, fields, submit } = await renderInquiryForm();
    await harness.fill(user, fields, ndtRequestFrom(" "));
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
    const answers = {
      name: hostile,
      email: "not-an-address@x",
      service: "ndt",
      details: `${hostile}\n<script>alert(2)</script>`,
    };
    await harness.fill(user, fields, answers);
    await user.click(submit);

    await within(form).findByText(t.leads.errors.email);
    harness.expectKept(fields, answers);
    expect(form.querySelector("img, script")).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  test("a valid form is posted once, with what was typed, while the button says it is sending", async () => {
    const inquiry = await renderInquiryForm();
    const { t, copy, form } = inquiry;
    const answers = {
      name: "Paul Mbarga",
      email: "paul@example.org",
      phone: "+237 699 00 00 00",
      service: "pressure-vessel",
      details: "<img src=x onerror=alert(1)>",
    };
    await harness.fill(inquiry.user, inquiry.fields, answers);

    const sent = await harness.sendWithDoubleClick(inquiry, form, t.leads.sending);
    expect(within(form).queryByRole("button", { name: copy.submit })).toBeNull();
    expect(sent).toMatchObject({ form: "inquiry", locale: "en", page: "/", website: "", company: "", ...answers });
    expect(sent.submission).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("in French: French labels, messages and service names, and the French request page without JavaScript", async () => {
    const inquiry = await renderInquiryForm("fr");
    const { user, t, copy, form, fields, submit } = inquiry;

    expect(form).toHaveAttribute("action", localizePath(requestPagePath, "fr"));
    expect(harness.optionLabels(fields.service)).toEqual([
      t.form.selectService,
      ...inquiryServiceCodes.map((code) => t.inquiryServices[code]),
    ]);
    await harness.expectStoppedByBrowser(inquiry, form, ["name", "email", "service", "details"]);

    await harness.fill(user, fields, {
      name: "Paule Ngo Mbarga",
      email: "paule@exemple",
      phone: "appelez-moi",
      service: t.inquiryServices["third-party"],
      details: "Inspection de 12 piquages",
    });
    await user.click(submit);

    await harness.expectRefused(inquiry, form, t.leads.invalid, {
      email: t.leads.errors.email,
      phone: t.leads.errors.phone,
    });
    expect(fields.service).toHaveValue("third-party");
    expect(within(form).getByRole("button", { name: copy.submit })).toBeInTheDocument();
  });
});
