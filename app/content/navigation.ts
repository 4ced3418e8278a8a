import type { PageId } from "./pages";

/** A header or footer link: to a page by id, or to a section of the home page by anchor. */
export type NavTarget = { page: PageId; hash?: string };

/** The header's menus (spec §2 Shared header), in order. Labels come from the dictionary's `pageNames`. */
export const headerMenus = {
  services: [
    "service-ndt",
    "service-inspection",
    "service-coating",
    "service-lifting",
    "service-pressure-vessel",
    "service-consulting",
  ],
  industries: [
    "industry-oil-gas",
    "industry-maritime",
    "industry-construction",
    "industry-manufacturing",
    "industry-power",
  ],
  about: ["about", "about-vision", "about-mission", "about-team"],
} as const satisfies Record<string, readonly PageId[]>;

export type HeaderMenu = keyof typeof headerMenus;

/** Footer "Quick Links": label keys of the dictionary's `footer.quick`, each with its target. */
export const footerQuickLinks = [
  { key: "aboutUs", to: { page: "about" } },
  { key: "ourVision", to: { page: "about-vision" } },
  { key: "industries", to: { page: "home", hash: "industries" } },
  { key: "whyChooseUs", to: { page: "home", hash: "why-choose-us" } },
  { key: "contact", to: { page: "home", hash: "contact" } },
] as const satisfies readonly { key: string; to: NavTarget }[];

/** Footer "Our Services": the first four point at the home page's services section (spec §2 Footer). */
export const footerServiceLinks = [
  { key: "ndt", to: { page: "home", hash: "services" } },
  { key: "thirdParty", to: { page: "home", hash: "services" } },
  { key: "inspection", to: { page: "home", hash: "services" } },
  { key: "consulting", to: { page: "home", hash: "services" } },
  { key: "staffOutsourcing", to: { page: "staff-outsourcing" } },
] as const satisfies readonly { key: string; to: NavTarget }[];

/** Footer legal links. */
export const footerLegalLinks = ["terms", "privacy", "standards", "accessibility"] as const satisfies readonly PageId[];
