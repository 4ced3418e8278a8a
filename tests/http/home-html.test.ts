import { describe, expect, test } from "vitest";
import { common as enCommon } from "../../app/content/locales/en/common";
import { home as en } from "../../app/content/locales/en/home";
import { common as frCommon } from "../../app/content/locales/fr/common";
import { home as fr } from "../../app/content/locales/fr/home";
import { htmlText } from "../e2e/helpers/html-text";
import { prerenderedSite } from "./prerendered-site";

/** The home page as the production server answers it, before any script runs. */

const { get } = prerenderedSite();

describe("prerendered HTML", () => {
  // The newest post's day is a literal: it pins the site's date format in each language.
  for (const [path, dict, shell, newestPostDay] of [
    ["/", en, enCommon, "15 September 2026"],
    ["/fr", fr, frCommon, "15 septembre 2026"],
  ] as const) {
    test(`${path} carries every section's heading and text before any script runs`, async () => {
      const response = await get(path);
      expect(response.status).toBe(200);
      const text = htmlText(await response.text());
      const expected = [
        dict.hero.title,
        dict.hero.lead,
        ...dict.hero.badges,
        dict.about.title,
        dict.about.lead,
        ...Object.values(dict.about.capabilities).map((c) => c.title),
        ...dict.about.expertise,
        ...dict.about.stats.flatMap((s) => [s.value, s.label]),
        dict.services.title,
        ...Object.values(dict.services.cards).flatMap((c) => [c.title, c.description, ...c.features]),
        ...Object.values(dict.services.additional).map((c) => c.title),
        dict.services.popular,
        dict.industries.title,
        ...Object.values(dict.industries.cards).flatMap((c) => [c.title, c.description]),
        dict.industries.viewAll,
        dict.visionMission.title,
        dict.visionMission.vision.text,
        dict.visionMission.mission.text,
        dict.whyChooseUs.title,
        ...Object.values(dict.whyChooseUs.reasons).flatMap((r) => [r.title, r.text]),
        dict.staff.title,
        dict.staff.text,
        ...dict.staff.stats.flatMap((s) => [s.value, s.label]),
        dict.blog.title,
        dict.blog.viewAll,
        newestPostDay,
        dict.contact.title,
        dict.contact.infoTitle,
        dict.inquiry.title,
        dict.inquiry.name,
        dict.inquiry.details,
        shell.hours.title,
        ...Object.values(shell.inquiryServices),
        dict.contact.bannerTitle,
        dict.contact.scheduleConsultation,
      ];
      // htmlText reads a no-break space as a space; French writes one before "%" ("99,9 %").
      const missing = expected.filter((s) => !text.includes(s.replace(/\u00a0/g, " ")));
      expect(missing).toEqual([]);
      // The three blog posts' cards are in the HTML too.
      expect(text.match(new RegExp(dict.blog.readArticle, "g"))?.length).toBe(3);
    });
  }
});
