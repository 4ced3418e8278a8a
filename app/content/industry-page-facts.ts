import type { IndustriesDictionary } from "./locales/en/industries";
import type { PagePath } from "./pages";

/** The five static industry pages, in menu order; each key is the last part of its path. */
export const industryKeys = ["oil-gas", "maritime", "construction", "manufacturing", "power"] as const;
export type IndustryKey = (typeof industryKeys)[number];

/** A page an industry's service card links to. */
export type ServicePath = Extract<PagePath, `/services/${string}`>;

/** The keys of the services an industry page lists: its cards in the industries dictionary. */
export type IndustryServiceKey<K extends IndustryKey> = keyof IndustriesDictionary["pages"][K]["services"];

export type IndustryPageData = {
  [K in IndustryKey]: {
    /** Illustration of the sector, 800×500. */
    image: string;
    /** The service page each of the industry's service cards leads to, by the card's key. */
    services: Record<IndustryServiceKey<K>, ServicePath>;
  };
};

export const industryPages: IndustryPageData = {
  "oil-gas": {
    image: "/images/industry-oil-gas.svg",
    services: {
      "pipeline-ndt": "/services/ndt",
      "third-party": "/services/inspection",
      vessels: "/services/pressure-vessel",
      coating: "/services/coating",
      lifting: "/services/lifting",
      staff: "/services/staff-outsourcing",
    },
  },
  maritime: {
    image: "/images/industry-maritime.svg",
    services: {
      "hull-ndt": "/services/ndt",
      "ship-repair": "/services/inspection",
      coating: "/services/coating",
      cranes: "/services/lifting",
      qualification: "/services/consulting",
      technicians: "/services/staff-outsourcing",
    },
  },
  construction: {
    image: "/images/industry-construction.svg",
    services: {
      "structural-welds": "/services/inspection",
      "ut-mt": "/services/ndt",
      qualification: "/services/consulting",
      coating: "/services/coating",
      cranes: "/services/lifting",
      staff: "/services/staff-outsourcing",
    },
  },
  manufacturing: {
    image: "/images/industry-manufacturing.svg",
    services: {
      "wps-pqr": "/services/consulting",
      "iso-3834": "/services/consulting",
      "shop-ndt": "/services/ndt",
      "shop-release": "/services/inspection",
      vessels: "/services/pressure-vessel",
      cranes: "/services/lifting",
    },
  },
  power: {
    image: "/images/industry-power.svg",
    services: {
      "penstock-ndt": "/services/ndt",
      boilers: "/services/pressure-vessel",
      coating: "/services/coating",
      cranes: "/services/lifting",
      "third-party": "/services/inspection",
      "repair-procedures": "/services/consulting",
    },
  },
};

/** The service page an industry's service card leads to, by the card's key in the dictionary. */
export function serviceLinkOf(industry: IndustryKey, card: string): ServicePath | undefined {
  const links: Partial<Record<string, ServicePath>> = industryPages[industry].services;
  return Object.hasOwn(links, card) ? links[card] : undefined;
}

/** The industry a page id belongs to (`industry-oil-gas` → `oil-gas`), if it is an industry page. */
export function industryKeyOf(pageId: string): IndustryKey | undefined {
  const key = pageId.replace(/^industry-/, "");
  return pageId.startsWith("industry-") ? industryKeys.find((k) => k === key) : undefined;
}
