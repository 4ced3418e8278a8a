import { expect, type Locator, type Page } from "@playwright/test";
import type { InquiryServiceCode } from "../../../app/content/forms";
import type { CommonDictionary } from "../../../app/content/locales";

/** The contact widget and the lead dialogs, opened as a visitor opens them, in the words of `t`. */

/** Opens the contact widget from its tab and returns its panel, checked to be shown. */
export async function openWidget(page: Page, t: CommonDictionary): Promise<Locator> {
  await page.getByRole("button", { name: t.widget.tab }).click();
  const panel = page.getByRole("region", { name: t.widget.title });
  await expect(panel).toBeVisible();
  return panel;
}

/** Opens the consultation dialog from the contact widget's Schedule Meeting and returns it, checked to be shown. */
export async function scheduleFromWidget(page: Page, t: CommonDictionary): Promise<Locator> {
  await openWidget(page, t);
  await page.getByRole("button", { name: t.widget.schedule }).click();
  const dialog = page.getByRole("dialog", { name: t.consultation.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The quote dialog is open with `service` already chosen, as a page about that service opens it. */
export async function expectQuoteFor(page: Page, t: CommonDictionary, service: InquiryServiceCode): Promise<Locator> {
  const dialog = page.getByRole("dialog", { name: t.quote.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("combobox", { name: t.quote.service }).locator("option:checked")).toHaveText(
    t.inquiryServices[service],
  );
  return dialog;
}
