import type { PagePath } from "./pages";

/** The five static industry pages, in menu order; each key is the last part of its path. */
export const industryKeys = ["oil-gas", "maritime", "construction", "manufacturing", "power"] as const;
export type IndustryKey = (typeof industryKeys)[number];

/** A page an industry's service card links to. */
export type ServicePath = Extract<PagePath, `/services/${string}`>;

export interface IndustryPageData {
  /** Illustration of the sector, 800×500. */
  image: string;
  /**
   * Where each of the six services listed in the industries dictionary leads, in the same order
   * (`industries.pages[key].services[i]` links to `services[i]`; the content test checks both have six).
   */
  services: readonly [ServicePath, ServicePath, ServicePath, ServicePath, ServicePath, ServicePath];
}

export const industryPages: Record<IndustryKey, IndustryPageData> = {
  "oil-gas": {
    image: "/images/industry-oil-gas.svg",
    services: [
      "/services/ndt",
      "/services/inspection",
      "/services/pressure-vessel",
      "/services/coating",
      "/services/lifting",
      "/services/staff-outsourcing",
    ],
  },
  maritime: {
    image: "/images/industry-maritime.svg",
    services: [
      "/services/ndt",
      "/services/inspection",
      "/services/coating",
      "/services/lifting",
      "/services/consulting",
      "/services/staff-outsourcing",
    ],
  },
  construction: {
    image: "/images/industry-construction.svg",
    services: [
      "/services/inspection",
      "/services/ndt",
      "/services/consulting",
      "/services/coating",
      "/services/lifting",
      "/services/staff-outsourcing",
    ],
  },
  manufacturing: {
    image: "/images/industry-manufacturing.svg",
    services: [
      "/services/consulting",
      "/services/consulting",
      "/services/ndt",
      "/services/inspection",
      "/services/pressure-vessel",
      "/services/lifting",
    ],
  },
  power: {
    image: "/images/industry-power.svg",
    services: [
      "/services/ndt",
      "/services/pressure-vessel",
      "/services/coating",
      "/services/lifting",
      "/services/inspection",
      "/services/consulting",
    ],
  },
};

/** The industry a page id belongs to (`industry-oil-gas` → `oil-gas`), if it is an industry page. */
export function industryKeyOf(pageId: string): IndustryKey | undefined {
  const key = pageId.replace(/^industry-/, "");
  return pageId.startsWith("industry-") ? industryKeys.find((k) => k === key) : undefined;
}
