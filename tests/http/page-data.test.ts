import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { leadMailDictionaries } from "../../app/content/locales/lead-mail";
import { listBuildFiles } from "../../server/build-files.mjs";
import { buildDir } from "./targets";

/**
 * What pages carry: the words of the company's notification mail are the server's alone, so no page of the
 * build (its HTML, or the data React Router loads with it) holds them.
 */
test("no page carries the words of the company's notification mail", () => {
  const client = join(buildDir, "client");
  const pages = listBuildFiles(client).filter((path) => path.endsWith(".html"));
  expect(pages.length).toBeGreaterThan(50);
  const words = Object.values(leadMailDictionaries).flatMap((d) => [d.reply, d.filesApart.split("{")[0] ?? ""]);
  for (const path of pages) {
    const html = readFileSync(join(client, path), "utf8");
    for (const phrase of words) expect(html.includes(phrase), `${path} carries "${phrase}"`).toBe(false);
  }
});
