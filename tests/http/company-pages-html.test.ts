import { describe, expect, test } from "vitest";
import { about as aboutEn } from "../../app/content/locales/en/about";
import { common as enCommon } from "../../app/content/locales/en/common";
import { about as aboutFr } from "../../app/content/locales/fr/about";
import { common as frCommon } from "../../app/content/locales/fr/common";
import { titles, vision2030 } from "../e2e/helpers/about-pages";
import { nth } from "../e2e/helpers/dictionaries";
import { figureText } from "../e2e/helpers/html-text";
import { prerenderedSite } from "./prerendered-site";

/** The about pages as the production server answers them, before any script runs. */

const { prerenderedText } = prerenderedSite();

describe("about pages in the prerendered HTML", () => {
  test("/about has its figures, four values and the shared band", async () => {
    const text = await prerenderedText("/about");
    expect(text).toContain(enCommon.pages.about.title);
    for (const stat of aboutEn.overview.stats) expect(text).toContain(figureText(stat));
    for (const value of aboutEn.overview.values) expect(text).toContain(value.title);
    expect(text).toContain(aboutEn.shared.eyebrow);
    for (const cert of aboutEn.shared.certifications) expect(text).toContain(cert);
  });

  test("/about/vision has the vision and the four 2030 goals", async () => {
    const text = await prerenderedText("/about/vision");
    expect(text).toContain(aboutEn.vision.statement);
    for (const goal of vision2030) expect(text).toContain(goal);
  });

  test("/about/mission has the statement, four values and five ways", async () => {
    const text = await prerenderedText("/about/mission");
    expect(text).toContain(aboutEn.mission.statement);
    for (const value of titles(aboutEn.mission.values)) expect(text).toContain(value);
    expect(text).toContain(aboutEn.mission.waysTitle);
    for (const way of aboutEn.mission.ways) expect(text).toContain(way.title);
  });

  test("/about/team has its figures, strengths and certifications", async () => {
    const text = await prerenderedText("/about/team");
    for (const stat of aboutEn.team.stats) {
      expect(text).toContain(figureText(stat));
    }
    for (const strength of aboutEn.team.strengths) expect(text).toContain(strength.title);
    for (const cert of aboutEn.team.certifications) expect(text).toContain(cert.name);
  });

  test("the French about pages are prerendered in French", async () => {
    const about = await prerenderedText("/fr/about");
    expect(about).toContain(frCommon.pages.about.title);
    for (const stat of aboutFr.overview.stats) expect(about).toContain(figureText(stat));
    for (const value of aboutFr.overview.values) expect(about).toContain(value.title);

    const vision = await prerenderedText("/fr/about/vision");
    for (const goal of aboutFr.vision.goals) expect(vision).toContain(goal.title.replace(/\u00a0/g, " "));
    expect(vision).toContain(nth(aboutFr.vision.goals, 2).title.replace(/\u00a0/g, " "));

    const mission = await prerenderedText("/fr/about/mission");
    for (const way of aboutFr.mission.ways) expect(mission).toContain(way.title);
    for (const value of aboutFr.mission.values) expect(mission).toContain(value.title);

    const team = await prerenderedText("/fr/about/team");
    for (const stat of aboutFr.team.stats) expect(team).toContain(figureText(stat));
    for (const certification of aboutFr.team.certifications) expect(team).toContain(certification.name);
    expect(team).not.toContain(aboutEn.shared.eyebrow);
  });
});
