import { describe, expect, test } from "vitest";
import { industries as industriesEn } from "../../app/content/locales/en/industries";
import { servicesPages as servicesEn } from "../../app/content/locales/en/service-pages";
import { staff as staffEn } from "../../app/content/locales/en/staff";
import { industries as industriesFr } from "../../app/content/locales/fr/industries";
import { servicesPages as servicesFr } from "../../app/content/locales/fr/service-pages";
import { staff as staffFr } from "../../app/content/locales/fr/staff";
import { nth } from "../e2e/helpers/dictionaries";
import { figureText, htmlText } from "../e2e/helpers/html-text";
import { byId, staffRoles } from "../e2e/helpers/illustrated-lists";
import { industryPaths, servicePages } from "../e2e/helpers/service-pages";
import { prerenderedSite } from "./prerendered-site";

/** The service, staff and industry pages as the production server answers them, before any script runs. */

const { prerenderedText } = prerenderedSite();

describe("service, staff and industry pages in the prerendered HTML", () => {
  for (const service of servicePages) {
    test(`${service.path} has its content in English and French`, async () => {
      const en = await prerenderedText(service.path);
      for (const phrase of service.en) expect(en).toContain(phrase);
      const labels = servicesEn.labels;
      for (const heading of [
        labels.scopeTitle,
        labels.standardsTitle,
        labels.deliverablesTitle,
        labels.processTitle,
        labels.sectorsTitle,
      ]) {
        expect(en).toContain(heading);
      }
      const fr = await prerenderedText(`/fr${service.path}`);
      for (const phrase of service.fr) expect(fr).toContain(phrase);
      expect(fr).toContain(servicesFr.labels.quote);
      expect(fr).not.toContain(labels.scopeTitle);
    });
  }

  test("/services/staff-outsourcing has its figures and the 23 roles in both languages", async () => {
    const en = await prerenderedText("/services/staff-outsourcing");
    for (const stat of staffEn.stats) {
      expect(en).toContain(figureText(stat));
    }
    for (const role of staffRoles) {
      expect(en).toContain(role.name.en);
      expect(en).toContain(role.description.en);
    }
    expect(en).toContain(staffEn.quote);
    expect(en).toContain("The 23 roles we deploy");
    const fr = await prerenderedText("/fr/services/staff-outsourcing");
    for (const phrase of [
      figureText(nth(staffFr.stats, 0)),
      htmlText(nth(staffFr.stats, 2).value),
      byId(staffRoles, "welder").name.fr,
      byId(staffRoles, "rope-access-technician").name.fr,
      byId(staffRoles, "crane-operator").name.fr,
      staffFr.quote,
      "Les 23 métiers que nous déployons",
    ]) {
      expect(fr).toContain(phrase);
    }
  });

  for (const key of industryPaths) {
    test(`/industries/${key} lists six services and the stats in English and French`, async () => {
      const en = await prerenderedText(`/industries/${key}`);
      for (const stat of industriesEn.labels.stats) expect(en).toContain(figureText(stat));
      for (const service of Object.values(industriesEn.pages[key].services)) expect(en).toContain(service.title);
      for (const challenge of industriesEn.pages[key].challenges) expect(en).toContain(challenge.title);
      const fr = await prerenderedText(`/fr/industries/${key}`);
      for (const stat of industriesFr.labels.stats) expect(fr).toContain(figureText(stat));
      for (const service of Object.values(industriesFr.pages[key].services)) expect(fr).toContain(service.title);
    });
  }
});
