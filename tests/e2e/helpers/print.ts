import { execFileSync } from "node:child_process";
import type { Page, TestInfo } from "@playwright/test";

/**
 * Prints the page as Chromium prints it (print media, A4, the page's own @page margins) and reads the text of
 * each printed page back with Poppler's pdftotext (Debian's poppler-utils), one string per sheet.
 */
export async function printedPages(page: Page, testInfo: TestInfo, name: string): Promise<string[]> {
  await page.emulateMedia({ media: "print" });
  const path = testInfo.outputPath(`${name}.pdf`);
  await page.pdf({ path, format: "A4", preferCSSPageSize: true });
  // pdftotext ends every page with a form feed; the last one leaves an empty string behind.
  const text = execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", path, "-"], { encoding: "utf8" });
  return text.split("\f").slice(0, -1);
}

/** Runs of spaces and line breaks as one space: a printed line may wrap or be laid out in columns. */
export function squash(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
