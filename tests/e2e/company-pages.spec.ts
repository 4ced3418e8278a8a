import { about as aboutEn } from "../../app/content/locales/en/about";
import { common as enCommon } from "../../app/content/locales/en/common";
import { about as aboutFr } from "../../app/content/locales/fr/about";
import { common as frCommon } from "../../app/content/locales/fr/common";
import { expect, expectPageIn, followLink, hydrated, test, withConsent } from "./fixtures";
import { titles, vision2030 } from "./helpers/about-pages";
import { nth } from "./helpers/dictionaries";
import { expectFigures } from "./helpers/text";

test.describe("about pages in the browser", () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test("/about shows its figures and four values", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(enCommon.pages.about.title);
    await expectFigures(page.getByRole("region", { name: aboutEn.overview.introTitle }), aboutEn.overview.stats);
    const values = page.getByRole("region", { name: aboutEn.overview.valuesTitle }).getByRole("listitem");
    await expect(values).toHaveCount(4);
    await expect(values.getByRole("heading", { level: 3 })).toHaveText(aboutEn.overview.values.map((v) => v.title));
    await expect(page.getByRole("img", { name: aboutEn.overview.imageAlt })).toBeVisible();
  });

  test("/about/vision lists exactly the four 2030 goals", async ({ page }) => {
    await page.goto("/about/vision");
    const goals = page.getByRole("region", { name: aboutEn.vision.goalsTitle }).getByRole("listitem");
    await expect(goals).toHaveCount(4);
    await expect(goals.getByRole("heading", { level: 3 })).toHaveText(vision2030);
  });

  test("/about/mission shows four values and five ways", async ({ page }) => {
    await page.goto("/about/mission");
    await expect(page.getByText(aboutEn.mission.statement)).toBeVisible();
    const values = page.getByRole("region", { name: aboutEn.mission.valuesTitle }).getByRole("listitem");
    await expect(values.getByRole("heading", { level: 3 })).toHaveText(titles(aboutEn.mission.values));
    const ways = page.getByRole("region", { name: aboutEn.mission.waysTitle }).getByRole("listitem");
    await expect(ways).toHaveCount(5);
  });

  test("/about/team shows its figures, four strengths and four certifications", async ({ page }) => {
    await page.goto("/about/team");
    await expectFigures(page.getByRole("region", { name: aboutEn.team.introTitle }), aboutEn.team.stats);
    const strengths = page.getByRole("region", { name: aboutEn.team.strengthsTitle }).getByRole("listitem");
    await expect(strengths).toHaveCount(4);
    const certifications = page.getByRole("region", { name: aboutEn.team.certificationsTitle });
    await expect(certifications.getByRole("listitem")).toHaveCount(4);
    await expect(certifications.getByRole("heading", { level: 3 })).toHaveText(
      aboutEn.team.certifications.map((c) => c.name),
    );
  });

  test("each about page has one h1 and links to the other three", async ({ page }) => {
    await page.goto("/about/mission");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const more = page.getByRole("navigation", { name: aboutEn.shared.exploreTitle });
    await expect(more.getByRole("link")).toHaveCount(3);
    await expect(more.getByRole("link", { name: new RegExp(enCommon.pages["about-mission"].name) })).toHaveCount(0);
    await hydrated(page);
    const team = more.getByRole("link", { name: new RegExp(enCommon.pages["about-team"].name) });
    await followLink(team, /\/about\/team$/, enCommon.pages["about-team"].title);
  });

  test("the about call to action opens the quote dialog", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    const cta = page.getByRole("region", { name: aboutEn.cta.title });
    await expect(cta.getByRole("link", { name: aboutEn.cta.contact })).toHaveAttribute("href", "/#contact");
    await cta.getByRole("link", { name: aboutEn.cta.quote }).click();
    await expect(page.getByRole("dialog", { name: enCommon.quote.title })).toBeVisible();
  });

  test("a French about page shows French text and French links", async ({ page }) => {
    await page.goto("/fr/about/vision");
    await expectPageIn(page, "fr", frCommon.pages["about-vision"].title);
    const goals = page.getByRole("region", { name: aboutFr.vision.goalsTitle }).getByRole("listitem");
    await expect(goals).toHaveCount(4);
    await expect(goals.first()).toContainText(nth(aboutFr.vision.goals, 0).title);
    const more = page.getByRole("navigation", { name: aboutFr.shared.exploreTitle });
    await expect(more.getByRole("link", { name: new RegExp(frCommon.pages["about-team"].name) })).toHaveAttribute(
      "href",
      "/fr/about/team",
    );
    await expect(page.getByRole("link", { name: aboutFr.cta.contact })).toHaveAttribute("href", "/fr#contact");
  });
});

test("every French about page hydrates in French without console errors", async ({ page }) => {
  await withConsent(page);
  const h1s = {
    "/fr/about": frCommon.pages.about.title,
    "/fr/about/vision": frCommon.pages["about-vision"].title,
    "/fr/about/mission": frCommon.pages["about-mission"].title,
    "/fr/about/team": frCommon.pages["about-team"].title,
  };
  for (const [path, title] of Object.entries(h1s)) {
    await page.goto(path);
    await hydrated(page);
    await expectPageIn(page, "fr", title);
    await expect(page.getByRole("region", { name: aboutFr.cta.title })).toBeVisible();
  }
});
