import { readFileSync } from "node:fs";
import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/** The list reporter prints this much of a text a test attached, then "...". */
const listShows = 300;
/** Enough of a page or a log to see where it stood (an editor's form, a menu); the rest adds nothing. */
const maxLines = 200;

const capped = (text: string) => {
  const lines = text.split("\n");
  return lines.length > maxLines ? [...lines.slice(0, maxLines), `… ${lines.length - maxLines} more lines`] : lines;
};

/**
 * Under a failed test, what the list reporter leaves out: the page as its visitor had it when the test failed
 * (the accessibility tree that Playwright writes into the failure's error-context file), and in full any text the
 * test attached (the list prints 300 characters of each). In CI nothing but the log is kept (no trace, and
 * test-results/ goes with the machine), and a failure that comes once in dozens of runs cannot be diagnosed
 * from its error line alone: "the button never came" says nothing of what was on screen instead.
 */
export default class PageAtFailureReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === test.expectedStatus) return;
    const title = test.titlePath().slice(1).join(" › ");
    for (const attachment of result.attachments) {
      const text = attachment.contentType.startsWith("text/") ? attachment.body?.toString() : undefined;
      if (text && text.length > listShows)
        console.log(`\n${attachment.name} (${title}), in full:\n${capped(text).join("\n")}\n`);
    }
    const context = result.attachments.find((attachment) => attachment.name === "error-context" && attachment.path);
    if (!context?.path) return;
    let text: string;
    try {
      text = readFileSync(context.path, "utf8");
    } catch {
      return;
    }
    // The page's tree, under the failed assertion's details or, for a failure elsewhere, as the page snapshot.
    const snapshot = /```yaml\n([\s\S]*?)\n```/.exec(text)?.[1];
    if (snapshot) console.log(`\nThe page when "${title}" failed:\n${capped(snapshot).join("\n")}\n`);
  }

  printsToStdio() {
    // The list reporter owns the terminal; this one only adds to it.
    return false;
  }
}
