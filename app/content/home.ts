/**
 * The home page's non-text data: which cards exist, in which order, with which icon, image, link,
 * quote preset and price. Their words live in the home dictionary under the same keys
 * (`app/content/locales/en/home.ts`), so a card added here without its copy fails the typecheck.
 */
import {
  BadgeCheck,
  ClipboardCheck,
  FileCheck2,
  Flame,
  Gauge,
  GraduationCap,
  HardHat,
  Layers,
  type LucideIcon,
  MapPin,
  ScanSearch,
  SearchCheck,
  ShieldCheck,
  Siren,
  Weight,
} from "lucide-react";
import { company, companyLinks, type SectorCode } from "./company";
import type { InquiryServiceCode } from "./forms";
import type { HomeDictionary } from "./locales/home";
import type { PageId } from "./pages";

/** The three capability cards of the About section. */
export const homeCapabilities = [
  { key: "welding", icon: Flame },
  { key: "ndt", icon: ScanSearch },
  { key: "inspection", icon: ClipboardCheck },
] as const satisfies readonly { key: string; icon: LucideIcon }[];

/** The About section's illustration. */
export const homeAboutImage = { src: "/images/about-workshop.svg", width: 800, height: 500 } as const;

export interface HomeServiceCard {
  key: keyof HomeDictionary["services"]["cards"];
  icon: LucideIcon;
  /** The service "Get Quote" preselects in the quote dialog. */
  quoteService: InquiryServiceCode;
  /** Starting price in US dollars. Kept as data for quotations; the cards do not show it. */
  priceFromUsd: number;
  /** Marked "Most Popular". */
  popular: boolean;
}

/** The four main service cards, in order. */
export const homeServices: readonly HomeServiceCard[] = [
  { key: "ndt", icon: ScanSearch, quoteService: "ndt", priceFromUsd: 300, popular: true },
  { key: "thirdParty", icon: ShieldCheck, quoteService: "third-party", priceFromUsd: 250, popular: false },
  // In-service inspection centres on pressure equipment, the closest of the inquiry options.
  { key: "inspection", icon: SearchCheck, quoteService: "pressure-vessel", priceFromUsd: 200, popular: false },
  // "Consulting Services" covers both consulting and training requests.
  { key: "consulting", icon: GraduationCap, quoteService: "consulting", priceFromUsd: 500, popular: false },
];

/** The three additional services, each with its own service page. */
export const homeAdditionalServices = [
  { key: "coating", icon: Layers, page: "service-coating" },
  { key: "lifting", icon: Weight, page: "service-lifting" },
  { key: "pressureVessel", icon: Gauge, page: "service-pressure-vessel" },
] as const satisfies readonly { key: string; icon: LucideIcon; page: PageId }[];

/**
 * The industry card each sector can have: its words in the home dictionary (`industries.cards`) and its
 * illustration. Which cards the page shows, and in which order, is a claim of the company's
 * (`claims.sectors` in company.json); a sector with an industry page links to it.
 */
export const sectorCards = {
  "oil-gas": { card: "oilGas", image: "/images/industry-oil-gas.svg" },
  construction: { card: "construction", image: "/images/industry-construction.svg" },
  maritime: { card: "marine", image: "/images/industry-maritime.svg" },
  power: { card: "energy", image: "/images/industry-power.svg" },
  manufacturing: { card: "manufacturing", image: "/images/industry-manufacturing.svg" },
  aerospace: { card: "aerospace", image: "/images/industry-aerospace.svg" },
} as const satisfies Record<SectorCode, { card: keyof HomeDictionary["industries"]["cards"]; image: string }>;

/** Size of every industry illustration. */
export const industryImageSize = { width: 800, height: 500 } as const;

/** The six reasons of "Why choose us", in order. */
export const homeReasons = [
  { key: "certified", icon: BadgeCheck },
  { key: "equipment", icon: Gauge },
  { key: "reports", icon: FileCheck2 },
  { key: "emergency", icon: Siren },
  { key: "hse", icon: HardHat },
  { key: "local", icon: MapPin },
] as const satisfies readonly { key: string; icon: LucideIcon }[];

/** Where "View All Case Studies" leads: the projects list. */
export const caseStudiesPage: PageId = "projects";

/** The hero's still poster: painted first, the page's largest element. */
export const heroPoster = { src: "/images/hero-poster.svg", width: 1600, height: 900 } as const;

/**
 * The hero's background video on the privacy-enhanced embed: muted autoplay in a loop (`playlist`
 * repeats the same id), no controls, inline on phones.
 */
export function heroVideoUrl(id: string = company.heroVideoId): string {
  const params = new URLSearchParams({
    autoplay: "1",
    mute: "1",
    loop: "1",
    playlist: id,
    controls: "0",
    playsinline: "1",
    modestbranding: "1",
    rel: "0",
  });
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?${params.toString()}`;
}

/** A map search for the office's coordinates, for the Contact Information panel. */
export const officeMapUrl = companyLinks.maps;

/** Size of the blog illustrations used by the teaser cards. */
export const blogImageSize = { width: 1200, height: 630 } as const;

/** The staff outsourcing teaser's illustration. */
export const staffTeaserImage = { src: "/images/service-staff-outsourcing.svg", width: 800, height: 500 } as const;
