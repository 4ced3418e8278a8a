import type { Page } from "@playwright/test";
import { common as enCommon } from "../../app/content/locales/en/common";
import { projects as en } from "../../app/content/locales/en/projects";
import { common as frCommon } from "../../app/content/locales/fr/common";
import { projects as fr } from "../../app/content/locales/fr/projects";
import { projectServices } from "../../app/content/project-facets";
import { servicePageId } from "../../app/features/projects/facets";
import { type Locale, plural } from "../../app/lib/i18n";
import { expectNoAxeViolations } from "./axe";
import { expect, openPage, test } from "./fixtures";
import { projectsOf } from "./helpers/projects";

const copy = { en, fr };
const common = { en: enCommon, fr: frCommon };
const prefix = { en: "", fr: "/fr" };

/** The list's cards, by their title links' names. */
async function listedTitles(page: Page): Promise<string[]> {
  return page.getByRole("main").getByRole("article").getByRole("heading", { level: 3 }).allTextContents();
}

/** Follows one filter link of the list, by the visible name of the industry or service it keeps. */
async function chooseFilter(page: Page, locale: Locale, name: string) {
  const filters = page.getByRole("navigation", { name: copy[locale].filtersLabel });
  await filters.getByRole("link", { name: new RegExp(`^${name} \\(\\d+\\)$`) }).click();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`projects list ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    for (const locale of ["en", "fr"] as const) {
      test(`filters by industry and by service, the filter in the URL (${locale})`, async ({ page }) => {
        const all = projectsOf(locale);
        const t = copy[locale];
        if (javaScriptEnabled) await openPage(page, `${prefix[locale]}/projects`);
        else await page.goto(`${prefix[locale]}/projects`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(common[locale].pages.projects.title);
        await expect(page.getByRole("status").filter({ hasText: plural(locale, all.length, t.count) })).toBeVisible();
        expect((await listedTitles(page)).sort()).toEqual(all.map((p) => p.title).sort());

        // An industry with projects, then a service that another industry's project used.
        const first = all[0];
        if (!first) throw new Error("the tests need at least one project");
        const industryName = common[locale].pages[`industry-${first.industry}`].name;
        await chooseFilter(page, locale, industryName);
        await expect(page).toHaveURL(new RegExp(`${prefix[locale]}/projects/industry/${first.industry}$`));
        const inIndustry = all.filter((p) => p.industry === first.industry).map((p) => p.title);
        await expect.poll(async () => (await listedTitles(page)).sort()).toEqual(inIndustry.sort());
        const filters = page.getByRole("navigation", { name: t.filtersLabel });
        await expect(filters.getByRole("link", { name: new RegExp(`^${industryName} `) })).toHaveAttribute(
          "aria-current",
          "page",
        );

        const service = "ndt" as const;
        await chooseFilter(page, locale, common[locale].pages[`service-${service}`].name);
        await expect(page).toHaveURL(new RegExp(`${prefix[locale]}/projects/service/${service}$`));
        const withService = all.filter((p) => p.services.includes(service)).map((p) => p.title);
        expect(withService.length, "a sample project uses NDT").toBeGreaterThan(0);
        await expect.poll(async () => (await listedTitles(page)).sort()).toEqual(withService.sort());

        // A filter no project passes says so and offers references; "All projects" brings the whole list back.
        const unused = projectServices.find((s) => !all.some((p) => p.services.includes(s)));
        expect(unused, "the samples leave one service without a project").toBeDefined();
        await chooseFilter(page, locale, common[locale].pages[servicePageId(unused ?? "lifting")].name);
        await expect(page.getByText(t.empty)).toBeVisible();
        await expect(page.getByRole("link", { name: t.emptyAction })).toBeVisible();
        await filters.getByRole("link", { name: t.filterAll }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix[locale]}/projects$`));
        await expect.poll(async () => (await listedTitles(page)).length).toBe(all.length);
      });
    }
  });
}

test.describe("a project page", () => {
  for (const locale of ["en", "fr"] as const) {
    test(`shows its facts, figures, photographs and related links (${locale})`, async ({ page }) => {
      const t = copy[locale];
      const project = projectsOf(locale).find((p) => p.photos.length > 1) ?? projectsOf(locale)[0];
      if (!project) throw new Error("the tests need at least one project");
      await openPage(page, `${prefix[locale]}/projects/${project.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);
      if (project.sample) await expect(page.getByRole("note").filter({ hasText: t.sampleNotice })).toBeVisible();

      const figures = page.getByRole("main").locator("dl").first();
      for (const figure of project.figures) {
        await expect(figures.getByRole("definition").filter({ hasText: figure.value }).first()).toBeVisible();
        await expect(figures.getByRole("term").filter({ hasText: figure.label }).first()).toBeVisible();
      }
      for (const heading of [t.need, t.work, t.result]) {
        await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      }

      // Every photograph, each loaded in a modern format and described.
      for (const photo of project.photos) {
        const image = page.getByRole("img", { name: photo.alt });
        await image.scrollIntoViewIfNeeded();
        await expect(image).toBeVisible();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
        expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/photos\/.+\.(avif|webp)$/);
        await expect(page.getByText(photo.credit).first()).toBeVisible();
      }
      // The lead photograph is the page's priority image; the others wait until they are near.
      const [lead, ...rest] = project.photos;
      if (lead) await expect(page.getByRole("img", { name: lead.alt })).toHaveAttribute("fetchpriority", "high");
      for (const photo of rest)
        await expect(page.getByRole("img", { name: photo.alt })).toHaveAttribute("loading", "lazy");

      const facts = page.getByRole("complementary", { name: t.factsLabel });
      const industry = common[locale].pages[`industry-${project.industry}`].name;
      await facts.getByRole("link", { name: industry }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix[locale]}/industries/${project.industry}$`));
      // The industry page leads back to its case studies.
      const related = page.getByRole("region", { name: t.relatedProjectsTitle });
      await expect(related.getByRole("link", { name: project.title })).toBeVisible();
      await related.getByRole("link", { name: t.allCaseStudies }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix[locale]}/projects/industry/${project.industry}$`));
    });
  }

  test("a service page lists the projects that used it", async ({ page }) => {
    const withNdt = projectsOf("en").filter((p) => p.services.includes("ndt"));
    await openPage(page, "/services/ndt");
    const related = page.getByRole("region", { name: en.relatedProjectsTitle });
    for (const project of withNdt.slice(0, 3))
      await expect(related.getByRole("link", { name: project.title })).toBeVisible();
  });
});

test.describe("axe: the projects' pages", () => {
  const slug = projectsOf("en")[0]?.slug;
  for (const path of ["/projects", "/fr/projects/industry/maritime", `/projects/${slug}`, `/fr/projects/${slug}`]) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await openPage(page, path);
      await expectNoAxeViolations(page, path);
    });
  }
});
