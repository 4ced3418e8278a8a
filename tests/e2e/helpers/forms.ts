import type { Locator } from "@playwright/test";

/** An answer to one field: text to type, or the option to choose in a select (by its label or its position). */
export type Answer = string | { label: string } | { index: number };

/**
 * Answers the fields of `form`, each found by its label, in the order given: text is filled in, an option
 * is chosen. Labels as keys read like the form the visitor sees: `{ [copy.name]: "Paul", [copy.service]: { index: 1 } }`.
 */
export async function fillByLabel(form: Locator, answers: Record<string, Answer>) {
  for (const [label, answer] of Object.entries(answers)) {
    const field = form.getByLabel(label);
    if (typeof answer === "string") await field.fill(answer);
    else await field.selectOption(answer);
  }
}
