import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Runs every axe-core rule (WCAG 2.0–2.2 A/AA and best practices) on the page as it is now and
 * fails with a readable list of violations. Injected through the DevTools protocol, so the site's
 * Content-Security-Policy does not have to allow it. `soft`: the test goes on to its other checks and fails
 * at its end.
 */
export async function expectNoAxeViolations(page: Page, label: string, { soft = false } = {}) {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations;
  });
  const readable = (violations as AxeViolation[]).map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).join("\n    ")}`,
  );
  (soft ? expect.soft : expect)(readable, `axe violations on ${label}`).toEqual([]);
}
