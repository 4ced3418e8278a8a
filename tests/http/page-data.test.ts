import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { leadMailDictionaries } from "../../app/content/locales/lead-mail";
import { parseAttributes } from "../../scripts/build-budget.mjs";
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

/**
 * The pages built with islands (site/, decision 0031) are the ones served: the Astro page over React Router's
 * copy of the same path, with the shell's island and none of the router's data or bootstrap.
 */
test("the pages Astro renders are served as Astro built them, without React Router's data", async () => {
  const { astroPaths } = await import("../../site/adapter/routes.ts");
  const paths = await astroPaths();
  expect(paths).toEqual(
    expect.arrayContaining(["/services/ndt", "/fr/about", "/projects/diesel-tank-api-653-inspection"]),
  );
  const client = join(buildDir, "client");
  for (const path of paths) {
    const html = readFileSync(join(client, path.slice(1), "index.html"), "utf8");
    expect(html.match(/<astro-island\b[^>]*component-url="\/assets\/shell-island\./g), path).toHaveLength(1);
    expect(html.includes("__reactRouterContext"), `${path} carries React Router's data`).toBe(false);
  }
});

/**
 * An island's props are written into the page: each gets the words it shows, so no page built with islands
 * carries another page's description (the shared dictionary's page list, which only titles and meta use).
 */
test("no page built with islands carries the other pages' descriptions", async () => {
  const { astroPaths } = await import("../../site/adapter/routes.ts");
  const { common } = await import("../../app/content/locales/en/common");
  const paths = (await astroPaths()).filter((path) => !path.startsWith("/fr"));
  expect(paths).toContain("/");
  const client = join(buildDir, "client");
  const about = common.pages.about.description.replace(/'/g, "&#39;");
  for (const path of paths.filter((p) => !p.startsWith("/about"))) {
    const html = readFileSync(join(client, path.slice(1), "index.html"), "utf8");
    expect(html.includes(about), `${path} carries the About page's description`).toBe(false);
  }
});

/** Each island's props on a built page, in the order of the page, as the island reads them. */
function islandProps(path: string, island: string) {
  const html = readFileSync(join(buildDir, "client", path, "index.html"), "utf8");
  return (html.match(/<astro-island\b[^>]*>/g) ?? [])
    .map(parseAttributes)
    .filter((attributes) => attributes.get("component-url")?.startsWith(`/assets/${island}.`))
    .map((attributes) => attributes.get("props") ?? "");
}

/** The header's island shows the contact tab's WhatsApp name and nothing else of the tab: the shell's shows the tab. */
test("the header's island carries no more of the contact tab's words than the name it shows", async () => {
  const { common } = await import("../../app/content/locales/en/common");
  const [header = ""] = islandProps("about", "header-island");
  // Astro writes each value as [0, value]: the tab's words are WhatsApp's name alone.
  expect(header).toContain(`"widget":[0,{"whatsapp":[0,${JSON.stringify(common.widget.whatsapp)}]}]`);
  expect(islandProps("about", "shell-island")[0]).toContain(common.widget.note);
});

/** A lead form's island shows its own form: the dialogs, their words and the contact tab are the shell's. */
test("each lead form's island carries its own form's words and none of the dialogs'", async () => {
  const { common } = await import("../../app/content/locales/en/common");
  const dialogs = [common.consultation.description, common.quote.description, common.widget.note];
  const [home = ""] = islandProps("", "inquiry-form-island");
  expect(home).toContain(common.leads.invalid);
  for (const words of dialogs) expect(home).not.toContain(words);

  const forms = islandProps("request", "request-form-island");
  expect(forms).toHaveLength(3);
  expect(forms.filter((props) => props.includes(common.consultation.successTitle))).toHaveLength(1);
  expect(forms.filter((props) => props.includes(common.quote.rolesPlaceholder))).toHaveLength(1);
  for (const props of forms) expect(props).not.toContain(common.widget.note);
});
