import { type PageId, pathOf } from "./pages";

/** A header or footer link: to a page by id, or to a section of the home page by anchor. */
export type NavTarget = { page: PageId; hash?: string };

/** The about pages proper, each linking the others (their closing "more about us" band). */
export const aboutPages = ["about", "about-vision", "about-mission", "about-team"] as const satisfies readonly PageId[];

/**
 * The proof a buyer asks for before a first order: the prequalification pack, the certificates register and
 * the case studies. The About menu, the about pages and the footer all link them, and the phone menu shows
 * them under the About group's button even while the group is closed, so that each is two taps from any page
 * (the menu button, then the link).
 */
export const proofPages = ["qualification", "certificates", "projects"] as const satisfies readonly PageId[];

/** The header's menus, in order. Labels come from the dictionary's `pages`. */
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
  about: [...aboutPages, ...proofPages],
} as const satisfies Record<string, readonly PageId[]>;

export type HeaderMenu = keyof typeof headerMenus;

/**
 * The header's top level, in order, for the desktop menu and the mobile menu alike: a link, or one of
 * the menus above. `label` is the key of its name in the dictionary's `header`.
 */
export const headerNav = [
  { label: "home", to: { page: "home" } },
  { label: "services", menu: "services" },
  { label: "industries", menu: "industries" },
  { label: "about", menu: "about" },
  { label: "staffOutsourcing", to: { page: "staff-outsourcing" } },
  { label: "blog", to: { page: "blog" } },
  { label: "contact", to: { page: "home", hash: "contact" } },
] as const satisfies readonly ({ label: string; to: NavTarget } | { label: string; menu: HeaderMenu })[];

/** A link target as a locale-neutral path (`localize` it for the page's language). */
export function pathOfTarget(to: NavTarget): string {
  return pathOf(to.page) + (to.hash ? `#${to.hash}` : "");
}

/** Footer "Quick Links": label keys of the dictionary's `footer.quick`, each with its target. */
export const footerQuickLinks = [
  { key: "aboutUs", to: { page: "about" } },
  { key: "ourVision", to: { page: "about-vision" } },
  { key: "industries", to: { page: "home", hash: "industries" } },
  { key: "whyChooseUs", to: { page: "home", hash: "why-choose-us" } },
  { key: "contact", to: { page: "home", hash: "contact" } },
] as const satisfies readonly { key: string; to: NavTarget }[];

/** Footer "Our Services": the first four point at the home page's services section. */
export const footerServiceLinks = [
  { key: "ndt", to: { page: "home", hash: "services" } },
  { key: "thirdParty", to: { page: "home", hash: "services" } },
  { key: "inspection", to: { page: "home", hash: "services" } },
  { key: "consulting", to: { page: "home", hash: "services" } },
  { key: "staffOutsourcing", to: { page: "staff-outsourcing" } },
] as const satisfies readonly { key: string; to: NavTarget }[];

/** Footer legal links. */
export const footerLegalLinks = ["terms", "privacy", "standards", "accessibility"] as const satisfies readonly PageId[];
