import "@testing-library/jest-dom/vitest";
import { cleanup, configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import type { ReactElement } from "react";
import { afterEach, beforeEach, expect, vi } from "vitest";

// The dialogs' code loads on first opening (a lazy import): on a busy machine that takes longer than
// Testing Library's one-second wait, and the first test of a file failed now and then.
configure({ asyncUtilTimeout: 10_000 });

/**
 * What the lead forms' component tests share: a fixed clock (the office's "today" must not depend on when
 * or where the tests run), a clean page after each test, and a watch on `fetch`.
 */
export function withFixedClock(now: Date) {
  beforeEach(() => {
    // Only the clock: timers stay real, for the dialog and the form.
    vi.useFakeTimers({ toFake: ["Date"], now });
  });
  afterEach(() => vi.useRealTimers());
  cleanUpAfterEach();
}

/** Unmounts what a test rendered and puts back what it spied on. */
export function cleanUpAfterEach() {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
}

/**
 * Watches `fetch` for the form's request without answering it, as a server that has not answered yet:
 * what the real server says is the end-to-end suite's concern.
 */
function watchRequests() {
  return vi.spyOn(globalThis, "fetch").mockImplementation(
    (_input, init) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      }),
  );
}

/**
 * The one request the form sent, once it has: checked to be a POST to the leads endpoint, and read
 * back as its fields.
 */
async function sentForm(requests: ReturnType<typeof watchRequests>): Promise<URLSearchParams> {
  // The request leaves once the sending code has loaded: Testing Library's wait (configured above), not
  // vi.waitFor's one second, which a busy machine overran.
  await waitFor(() => expect(requests).toHaveBeenCalledTimes(1));
  const [url, init] = requests.mock.calls[0] ?? [];
  expect(url).toBe("/api/leads");
  expect(init?.method).toBe("POST");
  return new URLSearchParams(init?.body as URLSearchParams);
}

/** Renders `app` with `fetch` watched, and the visitor who will use it (typing without delays). */
export function renderWatched(app: ReactElement) {
  const requests = watchRequests();
  render(app);
  return { user: userEvent.setup({ delay: null }), requests };
}

/**
 * Renders `app` with `fetch` watched, clicks the control named `opener` (a button, or a link to the form's
 * page that scripts turn into the dialog) and returns the dialog titled `title` once it is ready for the
 * visitor: focus has moved into it, which the dialog does just after it appears.
 */
export async function openDialog(
  app: ReactElement,
  opener: string,
  title: string,
  openerRole: "button" | "link" = "button",
) {
  const { user, requests } = renderWatched(app);
  const button = await screen.findByRole(openerRole, { name: opener });
  await user.click(button);
  const dialog = await screen.findByRole("dialog", { name: title });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement | null));
  return { user, requests, opener: button, dialog };
}

/**
 * A field's accessible name when it is optional: "Company Name (optional)". jsdom's name computation
 * drops the space before "(" that browsers keep.
 */
export const optionalNamed = (label: string, optionalWord: string) => (name: string) =>
  name.replace(/ ?\(/, " (") === `${label} (${optionalWord})`;

/** Clicks `button` and returns the names of the fields the browser's own checks stopped the submit at. */
async function fieldsRefusedByBrowser(user: UserEvent, container: HTMLElement, button: HTMLElement): Promise<string[]> {
  const refused: string[] = [];
  const onInvalid = (event: Event) => refused.push((event.target as HTMLInputElement).name);
  container.addEventListener("invalid", onInvalid, true);
  await user.click(button);
  container.removeEventListener("invalid", onInvalid, true);
  return refused;
}

/** The options of a select as the visitor reads them, in order. */
export function optionLabels(select: HTMLElement): (string | null)[] {
  return within(select)
    .getAllByRole("option")
    .map((option) => option.textContent);
}

/** The form's submit button once it says it is sending, checked to refuse a second click (`aria-disabled`). */
async function expectSending(container: HTMLElement, sendingLabel: string): Promise<HTMLElement> {
  const sending = await within(container).findByRole("button", { name: sendingLabel });
  expect(sending).toHaveAttribute("aria-disabled", "true");
  return sending;
}

/** The labels of the questions every lead form asks first, as its dictionary words them. */
interface ContactQuestions {
  name: string;
  email: string;
  company: string;
  phone: string;
  service: string;
}

/**
 * The questions every lead form asks first, found in `container` as a visitor finds them: by role and
 * label, the optional ones named with `optionalWord`.
 */
export function contactFields(container: HTMLElement, copy: ContactQuestions, optionalWord: string) {
  const form = within(container);
  return {
    name: form.getByRole("textbox", { name: copy.name }),
    email: form.getByRole("textbox", { name: copy.email }),
    company: form.getByRole("textbox", { name: optionalNamed(copy.company, optionalWord) }),
    phone: form.getByRole("textbox", { name: optionalNamed(copy.phone, optionalWord) }),
    service: form.getByRole("combobox", { name: copy.service }),
  };
}

/** What the checks below need of a rendered form: its visitor, fields, submit button and watched requests. */
interface RenderedForm<Field extends string> {
  user: UserEvent;
  fields: Record<Field, HTMLElement>;
  submit: HTMLElement;
  requests: ReturnType<typeof watchRequests>;
}

/**
 * Answers each field as a visitor does, in the order given: chooses the option in a select (by its value
 * or its label), types into any other field.
 */
export async function fill<Field extends string>(
  user: UserEvent,
  fields: Record<Field, HTMLElement>,
  answers: Partial<Record<Field, string>>,
) {
  for (const [name, answer] of Object.entries(answers) as [Field, string][]) {
    const field = fields[name];
    if (field instanceof HTMLSelectElement) await user.selectOptions(field, answer);
    else await user.type(field, answer);
  }
}

/**
 * Submits with `button` and checks that the browser's own checks stopped the request at exactly the
 * fields named in `refused`, in order: the form said nothing and sent nothing.
 */
export async function expectStoppedByBrowser(
  form: Omit<RenderedForm<string>, "fields">,
  container: HTMLElement,
  refused: string[],
) {
  expect(await fieldsRefusedByBrowser(form.user, container, form.submit)).toEqual(refused);
  expect(within(container).getByRole("status")).toBeEmptyDOMElement();
  expect(form.requests).not.toHaveBeenCalled();
}

/** Checks that each field still holds the answer `fill` gave it, as typed: nothing dropped, trimmed or escaped. */
export function expectKept<Field extends string>(
  fields: Record<Field, HTMLElement>,
  answers: Partial<Record<Field, string>>,
) {
  for (const [name, answer] of Object.entries(answers) as [Field, string][]) {
    expect((fields[name] as HTMLInputElement).value, name).toBe(answer);
  }
}

/**
 * Checks a submit the schema refused: `summary` in the form's status, each field of `errors` marked invalid
 * and described by its message (then its hint, if it has one), focus on the first of them, every other field left alone, nothing sent.
 */
export async function expectRefused<Field extends string>(
  form: Omit<RenderedForm<Field>, "user" | "submit">,
  container: HTMLElement,
  summary: string,
  errors: Partial<Record<Field, string>>,
) {
  // The status region is there, empty, before any submit: wait for the summary to be said in it, as a
  // visitor waits for the answer (the schema's code loads first), then check what came with it.
  const status = within(container).getByRole("status");
  // The matcher reads the text with its spaces collapsed, French no-break spaces among them.
  await waitFor(() => expect(status).toHaveTextContent(summary.replace(/\s+/g, " ")));
  const refused = Object.entries(errors) as [Field, string][];
  const [first] = refused;
  if (!first) throw new Error("expectRefused needs at least one refused field");
  expect(form.fields[first[0]]).toHaveFocus();
  for (const [name, message] of refused) {
    expect(form.fields[name]).toHaveAttribute("aria-invalid", "true");
    // The message comes first; a field's hint (its limit, say) may follow it.
    const escaped = message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    expect(form.fields[name]).toHaveAccessibleDescription(new RegExp(`^${escaped}(?: |$)`));
  }
  for (const [name, field] of Object.entries(form.fields) as [Field, HTMLElement][]) {
    if (!(name in errors)) expect(field, name).not.toHaveAttribute("aria-invalid");
  }
  expect(form.requests).not.toHaveBeenCalled();
}

/**
 * Double-clicks the submit button and returns the fields of the one request sent, once the button says it
 * is sending and refuses the second click.
 */
export async function sendWithDoubleClick(
  form: Omit<RenderedForm<string>, "fields">,
  container: HTMLElement,
  sendingLabel: string,
): Promise<Record<string, string>> {
  await form.user.dblClick(form.submit);
  await expectSending(container, sendingLabel);
  return Object.fromEntries(await sentForm(form.requests));
}
