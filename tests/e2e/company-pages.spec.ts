import { about as aboutEn } from "../../app/content/locales/en/about";
import { common as enCommon } from "../../app/content/locales/en/common";
import { about as aboutFr } from "../../app/content/locales/fr/about";
import { common as frCommon } from "../../app/content/locales/fr/common";
import { expect, expectPageIn, followLink, hydrated, test, withConsent } from "./fixtures";
import { nth } from "./helpers/dictionaries";
import { expectFigures, figureText, prerenderedText } from "./helpers/text";

const vision2030 = aboutEn.vision.goals.map((g) => g.title);
const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);

test.describe("about pages in the prerendered HTML", () => {
  test("/about has its figures, four values and the shared band", async ({ request }) => {
    const text = await prerenderedText(request, "/about");
    expect(text).toContain(enCommon.pages.about.title);
    for (const stat of aboutEn.overview.stats) expect(text).toContain(figureText(stat));
    for (const value of aboutEn.overview.values) expect(text).toContain(value.title);
    expect(text).toContain(aboutEn.shared.eyebrow);
    for (const cert of aboutEn.shared.certifications) expect(text).toContain(cert);
  });

  test("/about/vision has the vision and the four 2030 goals", async ({ request }) => {
    const text = await prerenderedText(request, "/about/vision");
    expect(text).toContain(aboutEn.vision.statement);
    for (const goal of vision2030) expect(text).toContain(goal);
  });

  test("/about/mission has the statement, four values and five ways", async ({ request }) => {
    const text = await prerenderedText(request, "/about/mission");
    expect(text).toContain(aboutEn.mission.statement);
    for (const value of titles(aboutEn.mission.values)) expect(text).toContain(value);
    expect(text).toContain(aboutEn.mission.waysTitle);
    for (const way of aboutEn.mission.ways) expect(text).toContain(way.title);
  });

  test("/about/team has its figures, strengths and certifications", async ({ request }) => {
    const text = await prerenderedText(request, "/about/team");
    for (const stat of aboutEn.team.stats) {
      expect(text).toContain(figureText(stat));
    }
    for (const strength of aboutEn.team.strengths) expect(text).toContain(strength.title);
    for (const cert of aboutEn.team.certifications) expect(text).toContain(cert.name);
  });

  test("the French about pages are prerendered in French", async ({ request }) => {
    const about = await prerenderedText(request, "/fr/about");
    expect(about).toContain(frCommon.pages.about.title);
    for (const stat of aboutFr.overview.stats) expect(about).toContain(figureText(stat));
    for (const value of aboutFr.overview.values) expect(about).toContain(value.title);

    const vision = await prerenderedText(request, "/fr/about/vision");
    for (const goal of aboutFr.vision.goals) expect(vision).toContain(goal.title.replace(/\u00a0/g, " "));
    expect(vision).toContain(nth(aboutFr.vision.goals, 2).title);

    const mission = await prerenderedText(request, "/fr/about/mission");
    for (const way of aboutFr.mission.ways) expect(mission).toContain(way.title);
    for (const value of aboutFr.mission.values) expect(mission).toContain(value.title);

    const team = await prerenderedText(request, "/fr/about/team");
    for (const stat of aboutFr.team.stats) expect(team).toContain(figureText(stat));
    for (const certification of aboutFr.team.certifications) expect(team).toContain(certification.name);
    expect(team).not.toContain(aboutEn.shared.eyebrow);
  });
});

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
