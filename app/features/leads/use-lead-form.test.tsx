import "@testing-library/jest-dom/vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { company } from "~/content/company";
import { commonDictionaries } from "~/content/locales";
import { homeDictionaries } from "~/content/locales/home";
import { QuoteButton } from "~/features/company-pages/quote-button";
import { InquiryForm } from "~/features/inquiry/inquiry-form";
import { QuoteProvider } from "~/features/quote/quote-context";
import { fill } from "~/lib/i18n";
import { useLoaderData, useRouteLoaderData } from "~/lib/router";
import type { RootData } from "~/root-data";
import * as harness from "~/test/form-harness";
import { pageAt } from "~/test/page-at";
import type { LeadAnswer } from "./lead-answer";

/**
 * How long a visitor took to fill a form, as the form reports it: counted from the moment the form can be
 * used (hydration, a dialog opening, a new request), never from before; not reported at all when answers
 * were already in the form then, typed before the page's scripts ran. The server takes a short time for a
 * robot's, so a time that is too short would hold a real request back.
 */

harness.cleanUpAfterEach();

const t = commonDictionaries.en;
const copy = homeDictionaries.en.inquiry;
const answers = { name: "Paul Mbarga", email: "paul@example.org", details: "UT of 12 nozzle welds" };

/**
 * The page's clock, moved on by hand where a test says time passes. It keeps running on its own too, as
 * React's scheduler needs.
 */
let passed = 0;
beforeEach(() => {
  passed = 0;
  const realNow = performance.now.bind(performance);
  vi.spyOn(performance, "now").mockImplementation(() => realNow() + passed);
});
const timePasses = (ms: number) => {
  passed += ms;
};

/** Watches `fetch` for the form's request; `answer` is the server's reply to the first one, if any. */
function watchRequests(answer?: LeadAnswer) {
  const requests = vi.spyOn(globalThis, "fetch").mockImplementation(
    (_input, init) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      }),
  );
  if (answer) requests.mockResolvedValueOnce(Response.json(answer));
  return requests;
}

/** The fields of the `n`th request sent (from 1). */
async function sent(requests: ReturnType<typeof watchRequests>, n = 1): Promise<URLSearchParams> {
  await vi.waitFor(() => expect(requests).toHaveBeenCalledTimes(n));
  return new URLSearchParams(requests.mock.calls[n - 1]?.[1]?.body as URLSearchParams);
}

/** The home page's inquiry form, showing `answer` as the request page does after a form sent without JavaScript. */
function ContactSection() {
  const { answer } = useLoaderData<{ answer: LeadAnswer | null }>();
  return (
    <section aria-labelledby="inquiry-title">
      <h3 id="inquiry-title">{copy.title}</h3>
      <InquiryForm titleId="inquiry-title" answer={answer} />
    </section>
  );
}

/**
 * The page as the prerendered HTML puts it on screen, before its scripts run: `beforeScripts` is what the
 * visitor does then (the page's own script handlers are not there yet). Then the page hydrates, as the
 * built page's island does: the same tree, rendered to HTML and then hydrated.
 */
async function loadPage({
  answer = null,
  beforeScripts = () => {},
}: {
  answer?: LeadAnswer | null;
  beforeScripts?: (form: HTMLFormElement) => void;
} = {}) {
  const page = await pageAt("/", <ContactSection />, { home: homeDictionaries.en, answer });
  const html = renderToString(page);
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = html;
  const form = within(container).getByRole("form", { name: copy.title }) as HTMLFormElement;
  beforeScripts(form);

  const requests = watchRequests();
  render(page, { container, hydrate: true });
  const user = userEvent.setup({ delay: null });
  const field = (name: string) => within(form).getByRole("textbox", { name });
  const fields = {
    name: field(copy.name),
    email: field(copy.email),
    service: within(form).getByRole("combobox", { name: copy.service }),
    details: field(copy.details),
  };
  return { user, form, fields, requests, submit: within(form).getByRole("button", { name: copy.submit }) };
}

/** Answers a field as a visitor does before the page's scripts run: the browser's own input, nobody listening. */
function answerBeforeScripts(field: HTMLElement, answer: string) {
  field.focus();
  (field as HTMLInputElement | HTMLSelectElement).value = answer;
}

/** The shell's quote dialog (features/shell/shell.tsx) around the page. */
function ShellWithQuote() {
  return (
    <QuoteProvider>
      <ServicePage />
    </QuoteProvider>
  );
}

/** A service page's "Get a Quote" button, which opens the dialog with the page's service chosen. */
function ServicePage() {
  const root = useRouteLoaderData<RootData>("root");
  return root ? <QuoteButton label={root.common.header.getQuote} service="ndt" /> : null;
}

describe("the time a fill took", () => {
  test("counts from hydration, not from the first keystroke", async () => {
    const { user, fields, submit, requests } = await loadPage();
    // The visitor reads the page for a minute, then fills the form quickly.
    timePasses(60_000);
    await harness.fill(user, fields, { ...answers, service: "ndt" });
    await user.click(submit);

    const elapsed = Number((await sent(requests)).get("elapsed"));
    expect(elapsed).toBeGreaterThanOrEqual(60_000);
  });

  for (const [what, name, role, answer] of [
    ["a name was typed", "name", "textbox", answers.name],
    ["a service was chosen", "service", "combobox", "ndt"],
  ] as const) {
    test(`is not sent when ${what} before the page's scripts ran`, async () => {
      const label = { name: copy.name, service: copy.service }[name];
      const { user, fields, submit, requests } = await loadPage({
        beforeScripts: (form) => answerBeforeScripts(within(form).getByRole(role, { name: label }), answer),
      });
      expect(fields[name]).toHaveValue(answer);
      // Right after hydration, the rest is answered and the form sent.
      const { [name]: _given, ...rest } = { ...answers, service: "ndt" };
      await harness.fill(user, fields, rest);
      await user.click(submit);

      const fieldsSent = await sent(requests);
      expect(fieldsSent.get(name)).toBe(answer);
      expect(fieldsSent.has("elapsed")).toBe(false);
    });
  }

  test("is not sent for a form showing the answers of a request sent without JavaScript", async () => {
    const values = { ...answers, email: "paul@example", company: "", phone: "", service: "ndt" };
    const { user, fields, submit, requests } = await loadPage({
      answer: { outcome: "invalid", kind: "inquiry", locale: "en", errors: { email: "email" }, values },
    });
    expect(fields.email).toHaveValue("paul@example");
    await user.type(fields.email, ".org");
    await user.click(submit);

    const fieldsSent = await sent(requests);
    expect(fieldsSent.get("email")).toBe(answers.email);
    expect(fieldsSent.has("elapsed")).toBe(false);
  });

  test("starts again with the new form when the visitor sends another request", async () => {
    const { user, fields, submit, requests } = await loadPage();
    requests.mockResolvedValueOnce(
      Response.json({ outcome: "stored", kind: "inquiry", locale: "en", ref: "WI-23456" } satisfies LeadAnswer),
    );
    timePasses(50_000);
    await harness.fill(user, fields, { ...answers, service: "ndt" });
    await user.click(submit);
    expect(Number((await sent(requests)).get("elapsed"))).toBeGreaterThanOrEqual(50_000);

    await user.click(await screen.findByRole("button", { name: t.leads.received.another }));
    const form = await screen.findByRole("form", { name: copy.title });
    timePasses(10_000);
    const again = {
      name: within(form).getByRole("textbox", { name: copy.name }),
      email: within(form).getByRole("textbox", { name: copy.email }),
      service: within(form).getByRole("combobox", { name: copy.service }),
      details: within(form).getByRole("textbox", { name: copy.details }),
    };
    await harness.fill(user, again, { ...answers, service: "coating" });
    await user.click(within(form).getByRole("button", { name: copy.submit }));

    // Ten seconds and the typing: counted from the new form, not from the page's hydration a minute ago.
    const elapsed = Number((await sent(requests, 2)).get("elapsed"));
    expect(elapsed).toBeGreaterThanOrEqual(10_000);
    expect(elapsed).toBeLessThan(50_000);
  });

  test("counts from the dialog's opening, a service the page chose not taken for an answer", async () => {
    const { user, requests, dialog } = await harness.openDialog(
      await pageAt("/", <ShellWithQuote />),
      t.header.getQuote,
      t.quote.title,
      "link",
    );
    const d = within(dialog);
    expect(d.getByRole("combobox", { name: t.quote.service })).toHaveValue("ndt");
    timePasses(20_000);
    await user.type(d.getByRole("textbox", { name: t.quote.name }), answers.name);
    await user.type(d.getByRole("textbox", { name: t.quote.email }), answers.email);
    await user.type(d.getByRole("textbox", { name: t.quote.details }), answers.details);
    await user.click(d.getByRole("button", { name: t.quote.submit }));

    const fieldsSent = await sent(requests);
    expect(fieldsSent.get("service")).toBe("ndt");
    expect(Number(fieldsSent.get("elapsed"))).toBeGreaterThanOrEqual(20_000);
  });
});

describe("a refusal", () => {
  test("by the rate limit names the office's number, whole on one line, and keeps what was typed", async () => {
    const { user, form, fields, submit, requests } = await loadPage();
    requests.mockResolvedValueOnce(
      Response.json({ outcome: "refused", reason: "rate-limited", locale: "en" } satisfies LeadAnswer, { status: 429 }),
    );
    await harness.fill(user, fields, { ...answers, service: "ndt" });
    await user.click(submit);
    const phone = company.phones[0].display.replaceAll(" ", "\u00a0");
    const status = within(form).getByRole("status");
    await vi.waitFor(() => expect(status.textContent).toContain(fill(t.leads.refused["rate-limited"], { phone })));
    expect(status.textContent).not.toContain("{phone}");
    expect(fields.details).toHaveValue(answers.details);
  });
});
