import type { InquiryServiceCode } from "./forms";
import type { IndustryKey } from "./industry-page-facts";

/** The six static service pages, in menu order; each key is the last part of its path. */
export const serviceKeys = ["ndt", "inspection", "coating", "lifting", "pressure-vessel", "consulting"] as const;
export type ServiceKey = (typeof serviceKeys)[number];

export interface ServicePageData {
  /** Illustration of the service, 800×500. */
  image: string;
  /** The service "Request a quote" preselects. */
  quoteService: InquiryServiceCode;
  /** Industries the service is shown serving, each linked to its page. */
  sectors: readonly IndustryKey[];
}

export const servicePages: Record<ServiceKey, ServicePageData> = {
  ndt: {
    image: "/images/service-ndt.svg",
    quoteService: "ndt",
    sectors: ["oil-gas", "maritime", "construction", "manufacturing", "power"],
  },
  inspection: {
    image: "/images/service-inspection.svg",
    quoteService: "third-party",
    sectors: ["oil-gas", "maritime", "construction", "manufacturing", "power"],
  },
  coating: {
    image: "/images/service-coating.svg",
    quoteService: "coating",
    sectors: ["oil-gas", "maritime", "construction", "power"],
  },
  lifting: {
    image: "/images/service-lifting.svg",
    quoteService: "lifting",
    sectors: ["oil-gas", "maritime", "construction", "manufacturing"],
  },
  "pressure-vessel": {
    image: "/images/service-pressure-vessel.svg",
    quoteService: "pressure-vessel",
    sectors: ["oil-gas", "manufacturing", "power"],
  },
  consulting: {
    image: "/images/service-consulting.svg",
    quoteService: "consulting",
    sectors: ["oil-gas", "maritime", "construction", "manufacturing", "power"],
  },
};

/** The service a page id belongs to (`service-ndt` → `ndt`), if it is a service page. */
export function serviceKeyOf(pageId: string): ServiceKey | undefined {
  const key = pageId.replace(/^service-/, "");
  return pageId.startsWith("service-") ? serviceKeys.find((k) => k === key) : undefined;
}
