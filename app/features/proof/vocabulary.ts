/**
 * The closed lists the proof records draw from: certification schemes and inspection methods. They
 * are code, not editor data, because a new entry needs its verification address checked and its name
 * translated in `app/content/locales/<locale>/proof.ts` (the typecheck asks for both).
 */

/** Codes of the personnel certification schemes a certificate can belong to. */
export const schemeCodes = ["asnt", "iso9712-pcn", "cswip", "aws-cwi", "iwe", "ampp", "api"] as const;
export type SchemeCode = (typeof schemeCodes)[number];

/** A personnel certification scheme as the register and the team page show it. */
export interface Scheme {
  /** Proper name, the same in every language ("CSWIP", "AWS"); the level follows it ("AWS CWI", "AWS SCWI"). */
  name: string;
  /** The body that runs the scheme and answers questions about its certificates. */
  body: string;
  /** The scheme's public home, always safe to link. */
  website: string;
  /**
   * The body's public page for checking a certificate by its number, or null when we know of none we
   * can vouch for: the pages then say there is no public register and ask the reader to write to the
   * issuer, linking `website`, where the body's contact details are.
   * Landing pages only, never a link built from a certificate number, so a change of the body's
   * search form cannot break a link on our side.
   */
  verificationUrl: string | null;
  /**
   * The language the scheme prints its certificates in (BCP 47). Levels are shown as printed ("3.2 Senior
   * Welding Inspector"), so pages mark them with it and screen readers pronounce them in that language.
   */
  language: string;
}

/**
 * Addresses checked when they were written here (November 2026). Each verification page asks the
 * reader to type the certificate number (CSWIP also asks for the holder's date of birth, which the
 * holder gives on request).
 */
export const schemes: Record<SchemeCode, Scheme> = {
  asnt: {
    name: "ASNT",
    body: "American Society for Nondestructive Testing",
    website: "https://www.asnt.org/",
    // ASNT Certification Services keeps a certificate holder directory, but its address has moved between
    // portals (asntcertification.org, then certification.asnt.org): until one is confirmed, readers write
    // to ASNT, which confirms a certificate on request.
    verificationUrl: null,
    language: "en",
  },
  "iso9712-pcn": {
    name: "ISO 9712 / PCN",
    body: "British Institute of Non-Destructive Testing (BINDT)",
    website: "https://www.bindt.org/",
    verificationUrl: "https://www.bindt.org/Certification/pcn-certificate-verification/",
    language: "en",
  },
  cswip: {
    name: "CSWIP",
    body: "TWI Certification Ltd",
    website: "https://www.cswip.com/",
    verificationUrl: "https://www.cswip.com/verification",
    language: "en",
  },
  "aws-cwi": {
    name: "AWS",
    body: "American Welding Society",
    website: "https://www.aws.org/",
    // AWS's public certification look-up ("QuikCheck").
    verificationUrl: "https://cloudweb2.aws.org/Certifications/Search/",
    language: "en",
  },
  iwe: {
    name: "IWE",
    body: "International Institute of Welding (through the national Authorised Nominated Body)",
    website: "https://iiwelding.org/",
    // IIW diplomas are issued by each country's Authorised Nominated Body, which confirms them on request.
    verificationUrl: null,
    language: "en",
  },
  ampp: {
    name: "AMPP (NACE)",
    body: "Association for Materials Protection and Performance",
    website: "https://www.ampp.org/",
    // AMPP's certification search has changed address since the NACE/SSPC merger and asks for an AMPP
    // account: readers write to AMPP instead.
    verificationUrl: null,
    language: "en",
  },
  api: {
    name: "API ICP",
    body: "American Petroleum Institute",
    website: "https://www.api.org/products-and-services/individual-certification-programs",
    // No look-up address for ICP certificates that we could confirm: API's ICP office confirms one in writing.
    verificationUrl: null,
    language: "en",
  },
};

/**
 * Codes of the methods and disciplines a certificate covers or a piece of equipment serves. Their
 * names in each language are in the proof dictionary (`methods`).
 */
export const methodCodes = [
  "ut",
  "paut",
  "tofd",
  "rt",
  "mt",
  "pt",
  "vt",
  "et",
  "thickness-measurement",
  "welding-inspection",
  "welding-engineering",
  "coating-inspection",
  "pressure-vessel-inspection",
  "piping-inspection",
  "tank-inspection",
  "load-testing",
  "radiation-safety",
] as const;
export type MethodCode = (typeof methodCodes)[number];

/** Kinds of company-level credential: who grants it decides how the page words it. */
export const credentialKinds = ["accreditation", "certification", "approval"] as const;
export type CredentialKind = (typeof credentialKinds)[number];
