import type { SchemeCode } from "../features/proof/vocabulary.ts";
import type { Locale } from "../lib/i18n.ts";
// The attribute is for Node, which loads this module without a bundler (the lead backend, the tests).
import * as facts from "./company.json" with { type: "json" };

/**
 * The company's facts. Their values live in `app/content/company.json`, which the editor at /admin writes
 * (or anyone, by hand); this module gives them their type, and the build checks the file against
 * `company-schema.ts`, naming any field that is wrong (decision 0023). Every value shipped is a
 * placeholder until the owner replaces it (the brand "Example" and example.com say so on purpose).
 */
export interface Company {
  /** Trading name shown in titles, the logo and structured data. */
  name: string;
  /** Short name for tight spaces (app manifest, mobile header). */
  shortName: string;
  /** Absolute origin of the deployed site, without a trailing slash: canonicals, sitemap, feeds. */
  siteUrl: string;
  /** The info address that receives inquiries and quote requests. */
  email: string;
  /** Two phone numbers: `display` as printed, `tel` in E.164 for `tel:` links. */
  phones: readonly [PhoneNumber, PhoneNumber];
  /** WhatsApp number in international format without `+` or spaces, as wa.me expects. */
  whatsapp: string;
  address: {
    street: string;
    district: string;
    city: string;
    region: string;
    country: string;
    countryCode: string;
    postalCode: string;
    /** WGS84 coordinates of the office, for maps and structured data. */
    geo: { latitude: number; longitude: number };
  };
  social: { facebook: string; twitter: string; linkedin: string; instagram: string };
  /**
   * Id of the hero background video on YouTube (privacy-enhanced embed), or "" for none: the hero then
   * keeps its still poster and never contacts the video service. Visitors get it only after accepting
   * the cookie banner, which then names YouTube.
   */
  heroVideoId: string;
  /** Opening hours in West Africa Time (UTC+1), 24-hour `HH:MM`. */
  hours: {
    weekdays: { opens: string; closes: string };
    saturday: { opens: string; closes: string };
    /** Emergency inspections are answered around the clock. */
    emergency247: boolean;
  };
  /** IANA time zone of the office. */
  timeZone: string;
  // The specification quoted both 15 and 10 years; the file keeps the higher (the home and team pages). Its
  // two promises stay two: an answer on the contact tab's direct lines within the hour, and every request sent
  // through a form or a dialog answered within 24 hours, as the mails that confirm it say.
  /**
   * The figures the pages quote, kept here so that no two pages can disagree. Shown as "15+" and so on;
   * `check:launch` asks the company to confirm them until `confirmed` is true.
   */
  figures: {
    yearsOfExperience: number;
    projectsCompleted: number;
    specialists: number;
    /** Every request is answered within this many hours: the forms, the dialogs and the mails say so. */
    responseHours: number;
    /** A message or call on the contact tab's direct lines (WhatsApp, phone, e-mail) is answered within this many hours. */
    contactTabResponseHours: number;
    /** Set to true once the company has checked each figure above. */
    confirmed: boolean;
  };
}

export interface PhoneNumber {
  display: string;
  tel: string;
}

/** A text in each of the site's languages. */
export type Translated = Record<Locale, string>;

/**
 * The sectors the home page has a card for: the five with an industry page (`industryKeys`, which are also
 * the `industry` of a case study) and aerospace, which has neither.
 */
export type SectorCode = "oil-gas" | "maritime" | "construction" | "manufacturing" | "power" | "aerospace";

/** A percentage a page quotes as the company's record. */
export interface PercentClaim {
  /** Shown as "99.9%", "99,9 %". */
  percent: number;
  /** Set to true once the company has checked the figure. */
  confirmed: boolean;
}

/**
 * What the pages claim about the company's record, people and reach, beyond the figures above. Like the
 * figures, each claim stays unconfirmed until the company has checked it, and `check:launch` lists it until
 * then; it also looks in the content for what backs a claim (a certificate holder, an industry page).
 * Only the build reads the claims: the pages get them in their copy, never in their code.
 */
export interface CompanyClaims {
  /** Among the home page's figures. */
  testingAccuracy: PercentClaim;
  /** Among the team page's figures ("100% certified professionals"). */
  certifiedStaff: PercentClaim;
  /** On every industry page. */
  safetyCompliance: PercentClaim;
  /** On every industry page. */
  uptime: PercentClaim;
  /** The home page hero's badges, in order, each with the scheme it stands for. */
  heroBadges: { badges: { scheme: SchemeCode; label: Translated }[]; confirmed: boolean };
  /**
   * The certification schemes the team is said to hold, in order: the about pages list their names, the team
   * page describes those it has words for.
   */
  certifications: { schemes: { scheme: SchemeCode; name: Translated }[]; confirmed: boolean };
  /** The home page's industry cards, in order. */
  sectors: { cards: { sector: SectorCode }[]; confirmed: boolean };
  /** "Certificates are sent with every quotation": the home page makes the promise while `promised` is true. */
  certificatesWithQuotations: { promised: boolean; confirmed: boolean };
}

/** Everything `app/content/company.json` holds: the facts every page reads, and the claims. */
export interface CompanyFacts extends Company {
  claims: CompanyClaims;
}

/** A type as JSON gives it: codes are plain strings until the build's check has narrowed them. */
type AsJson<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly AsJson<Item>[]
    : T extends object
      ? { [K in keyof T]: AsJson<T[K]> }
      : T;

/**
 * The file as TypeScript reads it: JSON has lists, not pairs. The typecheck compares every other field with
 * `Company`; the build's check (companySchema) makes sure there are exactly two phones.
 */
type CompanyFile = Omit<Company, "phones"> & { phones: readonly PhoneNumber[] };

/**
 * Vite gives each top-level field of a JSON file as a named export, and a bundle keeps only the exports
 * something reads: taking the facts field by field leaves `claims` out of the browser's code, where nothing
 * reads them. Node, which loads this module for the end-to-end tests, gives the whole file as `default`.
 */
const bundled = import.meta.env !== undefined;

/** Node's view of the same import, which TypeScript does not know of. */
type NodeJsonModule = { default: typeof facts };

const file = (
  bundled
    ? {
        name: facts.name,
        shortName: facts.shortName,
        siteUrl: facts.siteUrl,
        email: facts.email,
        phones: facts.phones,
        whatsapp: facts.whatsapp,
        address: facts.address,
        social: facts.social,
        heroVideoId: facts.heroVideoId,
        hours: facts.hours,
        timeZone: facts.timeZone,
        figures: facts.figures,
      }
    : (facts as unknown as NodeJsonModule).default
) satisfies CompanyFile;

// None in the file until the company has a clip of its own. A build may name one (VITE_HERO_VIDEO_ID): the
// tests build the site a second time with one to check the player and its consent.
const buildVideoId = import.meta.env?.VITE_HERO_VIDEO_ID;

/**
 * The facts as the pages read them, the claims aside. The pair of phones is the build's check's promise.
 */
export const company = (buildVideoId === undefined
  ? file
  : { ...file, heroVideoId: buildVideoId }) as CompanyFile as Company;

/** The claims, for the build's loaders and dictionaries and for `check:launch`; the file's check narrows the codes. */
export const claims = (bundled
  ? facts.claims
  : (facts as unknown as NodeJsonModule).default.claims) satisfies AsJson<CompanyClaims> as CompanyClaims;

/** The figures as the pages show them ("15+"). */
export const shownFigures = {
  years: `${company.figures.yearsOfExperience}+`,
  projects: `${company.figures.projectsCompleted}+`,
  specialists: `${company.figures.specialists}+`,
} as const;

/** A percentage as `locale` writes it: "99.9%" in English, "99,9 %" (with a no-break space) in French. */
export function shownPercent(percent: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(percent / 100);
}

/**
 * The claims as a page in `locale` shows them. A function rather than a constant: a bundle that does not
 * call it keeps none of the claims.
 */
export function shownClaims(locale: Locale) {
  return {
    testingAccuracy: shownPercent(claims.testingAccuracy.percent, locale),
    certifiedStaff: shownPercent(claims.certifiedStaff.percent, locale),
    safetyCompliance: shownPercent(claims.safetyCompliance.percent, locale),
    uptime: shownPercent(claims.uptime.percent, locale),
    heroBadges: claims.heroBadges.badges.map((badge) => badge.label[locale]),
    certifications: claims.certifications.schemes.map((scheme) => scheme.name[locale]),
    certificatesWithQuotations: claims.certificatesWithQuotations.promised,
  };
}

/**
 * The entries of `byScheme` whose scheme the company claims (`claims.certifications`), in the order it lists
 * them: words written for a scheme are shown only while the company says its team holds it.
 */
export function ofClaimedSchemes<T>(byScheme: Partial<Record<SchemeCode, T>>): T[] {
  return claims.certifications.schemes.flatMap(({ scheme }) => {
    const entry = byScheme[scheme];
    return entry === undefined ? [] : [entry];
  });
}

/** Links built from the facts above, so no component assembles them by hand. */
export const companyLinks = {
  mail: `mailto:${company.email}`,
  tel: (index: 0 | 1 = 0) => `tel:${company.phones[index].tel}`,
  whatsapp: `https://wa.me/${company.whatsapp}`,
  /** The office on a map, from its coordinates. */
  maps: `https://www.google.com/maps/search/?api=1&query=${company.address.geo.latitude},${company.address.geo.longitude}`,
} as const;
