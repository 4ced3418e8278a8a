import { cleanup, configure } from "@testing-library/react";
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
export function watchRequests() {
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
export async function sentForm(requests: ReturnType<typeof watchRequests>): Promise<URLSearchParams> {
  await vi.waitFor(() => expect(requests).toHaveBeenCalledTimes(1));
  const [url, init] = requests.mock.calls[0] ?? [];
  expect(url).toBe("/api/leads");
  expect(init?.method).toBe("POST");
  return new URLSearchParams(init?.body as URLSearchParams);
}

/** Rendered while the stub router's loaders run. */
export function Loading() {
  return null;
}

/**
 * A field's accessible name when it is optional: "Company Name (optional)". jsdom's name computation
 * drops the space before "(" that browsers keep.
 */
export const optionalNamed = (label: string, optionalWord: string) => (name: string) =>
  name.replace(/ ?\(/, " (") === `${label} (${optionalWord})`;
