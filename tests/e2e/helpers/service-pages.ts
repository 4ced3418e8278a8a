import type { InquiryServiceCode } from "../../../app/content/forms";
import { servicesPages as servicesEn } from "../../../app/content/locales/en/service-pages";
import { servicesPages as servicesFr } from "../../../app/content/locales/fr/service-pages";
import { nth } from "./dictionaries";

/**
 * The service and industry pages the tests visit: shared by the browser tests of
 * `service-industry-pages.spec.ts` and the HTTP tests that read the same pages' prerendered HTML.
 */

/**
 * Each service page; which items of its scope (their places in the dictionary's list) its English and
 * French pages are checked for; the codes it must cite, as literals (the references a client's contract
 * names); and the service its "Request a quote" preselects.
 */
const serviceChecks: {
  key: keyof typeof servicesEn.pages;
  scope: { en: number[]; fr: number[] };
  codes: string[];
  quote: InquiryServiceCode;
}[] = [
  { key: "ndt", scope: { en: [0, 1, 2, 3, 4], fr: [0, 1, 2, 3] }, codes: ["ISO 9712"], quote: "ndt" },
  { key: "inspection", scope: { en: [0, 1, 4], fr: [0, 4] }, codes: ["ISO 3834"], quote: "third-party" },
  {
    key: "coating",
    scope: { en: [0, 2, 3, 4], fr: [0, 3, 4] },
    codes: ["NACE / AMPP", "ISO 8501-1", "ISO 19840"],
    quote: "coating",
  },
  { key: "lifting", scope: { en: [0, 1], fr: [0, 1] }, codes: ["LOLER 1998", "ASME B30.2 / B30.5"], quote: "lifting" },
  {
    key: "pressure-vessel",
    scope: { en: [0, 3, 4], fr: [0, 4] },
    codes: ["API 510", "API 570", "API 653"],
    quote: "pressure-vessel",
  },
  {
    key: "consulting",
    scope: { en: [0, 3, 4], fr: [0, 1, 4] },
    codes: ["ASME IX", "AWS D1.1", "ISO 15614-1", "ISO 9606-1", "ISO 3834"],
    quote: "consulting",
  },
];

/**
 * Each service page: its key and path, the phrases its English and French pages must hold (scope titles
 * from the dictionaries, then the codes), and the service its "Request a quote" preselects.
 */
export const servicePages = serviceChecks.map(({ key, scope, codes, quote }) => ({
  key,
  path: `/services/${key}`,
  en: [...scope.en.map((i) => nth<{ title: string }>(servicesEn.pages[key].scope, i).title), ...codes],
  fr: scope.fr.map((i) => nth(servicesFr.pages[key].scope, i).title),
  quote,
}));

/** The industry pages, by their key in the dictionary and in `/industries/<key>`. */
export const industryPaths = ["oil-gas", "maritime", "construction", "manufacturing", "power"] as const;
