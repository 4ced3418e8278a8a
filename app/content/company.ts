// TypeScript refuses import attributes while tsconfig's "module" is ES2022, but Node needs this one: the
// end-to-end tests load this module without a bundler. The import's type is read all the same.
// @ts-expect-error TS2823
import facts from "./company.json" with { type: "json" };

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
  // The specification quoted both 15 and 10 years, and both one hour and 24 hours for an answer; the file
  // keeps the higher count of years (the home and team pages) and the promise every form already made.
  /**
   * The figures the pages quote, kept here so that no two pages can disagree. Shown as "15+" and so on;
   * `check:launch` asks the company to confirm them until `confirmed` is true.
   */
  figures: {
    yearsOfExperience: number;
    projectsCompleted: number;
    specialists: number;
    /** Every request is answered within this many hours: the forms, the contact tab and the mails say so. */
    responseHours: number;
    /** Set to true once the company has checked each figure above. */
    confirmed: boolean;
  };
}

export interface PhoneNumber {
  display: string;
  tel: string;
}

/**
 * The file as TypeScript reads it: JSON has lists, not pairs. The typecheck compares every other field with
 * `Company`; the build's check (companySchema) makes sure there are exactly two phones.
 */
type CompanyFile = Omit<Company, "phones"> & { phones: readonly PhoneNumber[] };
const file = facts satisfies CompanyFile;

// None in the file until the company has a clip of its own. A build may name one (VITE_HERO_VIDEO_ID): the
// tests build the site a second time with one to check the player and its consent.
const buildVideoId = import.meta.env?.VITE_HERO_VIDEO_ID;

/**
 * The facts as the pages read them. Without a build's own video this is the file's object itself, so the
 * bundle holds the facts once and nothing more; the pair of phones is the build's check's promise.
 */
export const company = (buildVideoId === undefined
  ? file
  : { ...file, heroVideoId: buildVideoId }) as CompanyFile as Company;

/** The figures as the pages show them ("15+"). */
export const shownFigures = {
  years: `${company.figures.yearsOfExperience}+`,
  projects: `${company.figures.projectsCompleted}+`,
  specialists: `${company.figures.specialists}+`,
} as const;

/** Links built from the facts above, so no component assembles them by hand. */
export const companyLinks = {
  mail: `mailto:${company.email}`,
  tel: (index: 0 | 1 = 0) => `tel:${company.phones[index].tel}`,
  whatsapp: `https://wa.me/${company.whatsapp}`,
  /** The office on a map, from its coordinates. */
  maps: `https://www.google.com/maps/search/?api=1&query=${company.address.geo.latitude},${company.address.geo.longitude}`,
} as const;
