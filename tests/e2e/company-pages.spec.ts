import { about as aboutEn } from "../../app/content/locales/en/about";
import { about as aboutFr } from "../../app/content/locales/fr/about";
import { expect, hydrated, prerenderedText, test, withConsent } from "./fixtures";

const vision2030 = [
  "Expand to 5 major industrial regions",
  "100% digital inspection processes",
  "Train 1000+ certified professionals",
  "Implement AI-powered quality assurance",
];

test.describe("about pages in the prerendered HTML", () => {
  test("/about has its figures, four values and the shared band", async ({ request }) => {
    const text = await prerenderedText(request, "/about");
    expect(text).toContain("About Our Company");
    expect(text).toContain("Years of experience 10+");
    expect(text).toContain("Projects completed 500+");
    for (const value of aboutEn.overview.values) expect(text).toContain(value.title);
    expect(text).toContain("Why work with us");
    for (const cert of ["AWS-CWI", "CSWIP", "ASNT Level III", "NACE / AMPP", "IWE", "API"])
      expect(text).toContain(cert);
  });

  test("/about/vision has the vision and the four 2030 goals", async ({ request }) => {
    const text = await prerenderedText(request, "/about/vision");
    expect(text).toContain(aboutEn.vision.statement);
    for (const goal of vision2030) expect(text).toContain(goal);
  });

  test("/about/mission has the statement, four values and five ways", async ({ request }) => {
    const text = await prerenderedText(request, "/about/mission");
    expect(text).toContain(aboutEn.mission.statement);
    for (const value of ["Integrity", "Safety", "Excellence", "Knowledge sharing"]) expect(text).toContain(value);
    expect(text).toContain("Five ways we fulfil our mission");
    for (const way of aboutEn.mission.ways) expect(text).toContain(way.title);
  });

  test("/about/team has its figures, strengths and certifications", async ({ request }) => {
    const text = await prerenderedText(request, "/about/team");
    for (const figure of [
      "Team members 50+",
      "Years of experience 15+",
      "Certified professionals 100%",
      "Projects 500+",
    ]) {
      expect(text).toContain(figure);
    }
    for (const strength of aboutEn.team.strengths) expect(text).toContain(strength.title);
    for (const cert of ["AWS", "CSWIP", "ASNT Level III", "API"]) expect(text).toContain(cert);
  });

  test("the French about pages are prerendered in French", async ({ request }) => {
    const about = await prerenderedText(request, "/fr/about");
    expect(about).toContain("À propos de notre entreprise");
    expect(about).toContain("Années d'expérience 10+");
    expect(about).toContain("Projets réalisés 500+");
    for (const value of aboutFr.overview.values) expect(about).toContain(value.title);

    const vision = await prerenderedText(request, "/fr/about/vision");
    for (const goal of aboutFr.vision.goals) expect(vision).toContain(goal.title.replace(/\u00a0/g, " "));
    expect(vision).toContain("Former plus de 1000 professionnels certifiés");

    const mission = await prerenderedText(request, "/fr/about/mission");
    for (const way of aboutFr.mission.ways) expect(mission).toContain(way.title);
    expect(mission).toContain("Partage des connaissances");

    const team = await prerenderedText(request, "/fr/about/team");
    expect(team).toContain("Professionnels certifiés 100 %");
    expect(team).toContain("ASNT niveau III");
    expect(team).not.toContain("Why work with us");
  });
});

test.describe("about pages in the browser", () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test("/about shows its figures and four values", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Our Company");
    const intro = page.getByRole("region", { name: "Who we are" });
    await expect(intro.getByRole("definition")).toHaveText(["10+", "500+"]);
    await expect(intro.getByRole("term")).toHaveText(["Years of experience", "Projects completed"]);
    const values = page.getByRole("region", { name: "Four values behind every job" }).getByRole("listitem");
    await expect(values).toHaveCount(4);
    await expect(values.getByRole("heading", { level: 3 })).toHaveText(aboutEn.overview.values.map((v) => v.title));
    await expect(page.getByRole("img", { name: aboutEn.overview.imageAlt })).toBeVisible();
  });

  test("/about/vision lists exactly the four 2030 goals", async ({ page }) => {
    await page.goto("/about/vision");
    const goals = page.getByRole("region", { name: "Our 2030 goals" }).getByRole("listitem");
    await expect(goals).toHaveCount(4);
    await expect(goals.getByRole("heading", { level: 3 })).toHaveText(vision2030);
  });

  test("/about/mission shows four values and five ways", async ({ page }) => {
    await page.goto("/about/mission");
    await expect(page.getByText(aboutEn.mission.statement)).toBeVisible();
    const values = page.getByRole("region", { name: "The values we work by" }).getByRole("listitem");
    await expect(values.getByRole("heading", { level: 3 })).toHaveText([
      "Integrity",
      "Safety",
      "Excellence",
      "Knowledge sharing",
    ]);
    const ways = page.getByRole("region", { name: "Five ways we fulfil our mission" }).getByRole("listitem");
    await expect(ways).toHaveCount(5);
  });

  test("/about/team shows its figures, four strengths and four certifications", async ({ page }) => {
    await page.goto("/about/team");
    const intro = page.getByRole("region", { name: "The people who sign our reports" });
    await expect(intro.getByRole("definition")).toHaveText(["50+", "15+", "100%", "500+"]);
    await expect(intro.getByRole("term")).toHaveText([
      "Team members",
      "Years of experience",
      "Certified professionals",
      "Projects",
    ]);
    const strengths = page.getByRole("region", { name: "What our team brings to your project" }).getByRole("listitem");
    await expect(strengths).toHaveCount(4);
    const certifications = page.getByRole("region", { name: "Certifications held by our team" });
    await expect(certifications.getByRole("listitem")).toHaveCount(4);
    await expect(certifications.getByRole("heading", { level: 3 })).toHaveText([
      "AWS",
      "CSWIP",
      "ASNT Level III",
      "API",
    ]);
  });

  test("each about page has one h1 and links to the other three", async ({ page }) => {
    await page.goto("/about/mission");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const more = page.getByRole("navigation", { name: "More about us" });
    await expect(more.getByRole("link")).toHaveCount(3);
    await expect(more.getByRole("link", { name: /Our Mission/ })).toHaveCount(0);
    await hydrated(page);
    await more.getByRole("link", { name: /Our Team/ }).click();
    await expect(page).toHaveURL(/\/about\/team$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Team");
  });

  test("the about call to action opens the quote dialog", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    const cta = page.getByRole("region", { name: "Let's talk about your next inspection" });
    await expect(cta.getByRole("link", { name: "Contact our team" })).toHaveAttribute("href", "/#contact");
    await cta.getByRole("button", { name: "Request a quote" }).click();
    await expect(page.getByRole("dialog", { name: "Request a Quote" })).toBeVisible();
  });

  test("a French about page shows French text and French links", async ({ page }) => {
    await page.goto("/fr/about/vision");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Notre vision et nos objectifs 2030");
    const goals = page.getByRole("region", { name: "Nos objectifs 2030" }).getByRole("listitem");
    await expect(goals).toHaveCount(4);
    await expect(goals.first()).toContainText("Nous implanter dans 5 grandes régions industrielles");
    const more = page.getByRole("navigation", { name: "En savoir plus sur nous" });
    await expect(more.getByRole("link", { name: /Notre équipe/ })).toHaveAttribute("href", "/fr/about/team");
    await expect(page.getByRole("link", { name: "Contacter notre équipe" })).toHaveAttribute("href", "/fr#contact");
  });
});

test("every French about page hydrates in French without console errors", async ({ page }) => {
  await withConsent(page);
  const titles = {
    "/fr/about": "À propos de notre entreprise",
    "/fr/about/vision": "Notre vision et nos objectifs 2030",
    "/fr/about/mission": "Notre mission",
    "/fr/about/team": "Notre équipe",
  };
  for (const [path, title] of Object.entries(titles)) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("region", { name: "Parlons de votre prochaine inspection" })).toBeVisible();
  }
});
