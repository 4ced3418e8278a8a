import type { Locale } from "~/lib/i18n";
import type { CredentialKind, MethodCode, SchemeCode } from "./vocabulary";

/**
 * The proof records' content model: the people the company shows with their certificates, and the
 * prequalification pack (accreditations, radiation authorisation, HSE figures, equipment, insurance).
 * The files live in `app/content/people/` and `app/content/qualification/`; `schemas.ts` checks them and
 * a test holds these types and the schemas to the same shape.
 *
 * Dates are calendar days written `YYYY-MM-DD`. A certificate is valid up to and including the day it
 * expires, and a calibration up to and including the day it is due.
 */

/** The same words in every language of the site. */
export type LocalizedText = Record<Locale, string>;

/** A portrait, by its path in the photo sources (`app/content/photos/`). */
export interface PersonPhoto {
  /** Path inside `app/content/photos/`, e.g. `people/estelle.jpg`. */
  src: string;
  /** What the photograph shows, for readers who cannot see it, in each language. */
  alt: LocalizedText;
}

/** One personnel certificate, as printed on the card or certificate the holder was given. */
export interface Certificate {
  scheme: SchemeCode;
  /** The method or discipline it covers. */
  method: MethodCode;
  /** The level as the scheme writes it: "Level 2", "Level III", "3.1", "CIP Level 2", "API 510". */
  level: string;
  /** The certificate number; sample records start it with "SAMPLE-". */
  number: string;
  /** The body that issued it, as printed ("TWI Certification Ltd", "BINDT"). */
  issuer: string;
  /** Day of issue, when the certificate shows it. */
  issued?: string;
  /** Last day of validity; the register leaves the certificate off after it. */
  expires: string;
  /**
   * A page that confirms this very certificate (a public badge or register entry), when there is one;
   * otherwise the page links the scheme's verification page.
   */
  verifyUrl?: string;
}

/** A person the company chooses to show, from `app/content/people/<slug>.yaml`. */
export interface Person {
  /** Equal to the file name without `.yaml`. */
  slug: string;
  /** True for illustrative content, not a real employee: pages badge it and `check:launch` lists it. */
  sample: boolean;
  /** The name as the person agreed to have it published. */
  name: string;
  /** Job title in each language. */
  role: LocalizedText;
  photo?: PersonPhoto;
  /** Languages the person works in, as BCP 47 codes (`fr`, `en`, `ff`), the strongest first. */
  languages: string[];
  /** Two or three sentences in each language. */
  bio: LocalizedText;
  certificates: Certificate[];
}

/** An accreditation, certification or approval held by the company. */
export interface Accreditation {
  /** True for illustrative content: pages badge it and `check:launch` lists it. */
  sample: boolean;
  /** Who granted it: an accreditation body, a certification body or a class society. */
  kind: CredentialKind;
  /** The standard or approval, e.g. "ISO/IEC 17020:2012 (Type A inspection body)". */
  name: LocalizedText;
  /** What it covers, as the certificate's scope states it. */
  scope: LocalizedText;
  /** Certificate or accreditation number; sample records start it with "SAMPLE-". */
  number: string;
  /** The granting body, e.g. "Bureau Veritas Marine & Offshore". */
  issuer: string;
  issued?: string;
  /** Last day of validity; the pack leaves the record off after it. */
  expires: string;
  /** A public page confirming it (the body's register or directory), when there is one. */
  verifyUrl?: string;
}

/** One authorisation from Cameroon's radiation protection agency (ANRP). */
export interface RadiationAuthorisation {
  sample: boolean;
  /** The authority, e.g. "Agence Nationale de Radioprotection (ANRP)". */
  authority: string;
  /** Authorisation number; sample records start it with "SAMPLE-". */
  number: string;
  /** The sources and activities it covers. */
  scope: LocalizedText;
  issued?: string;
  expires: string;
}

/** One year's hours and injuries; the rates are computed from them (`hseRates`), never stored. */
export interface HseYear {
  sample: boolean;
  year: number;
  /** Hours worked by employees and supervised contractors in the year. */
  hoursWorked: number;
  /** Injuries that cost at least one full shift after the day of the injury. */
  lostTimeInjuries: number;
  /** Every recordable injury (lost time, restricted work and medical treatment), lost-time ones included. */
  recordableInjuries: number;
}

/** One instrument of the equipment register. */
export interface EquipmentItem {
  sample: boolean;
  /** What it is, e.g. "Phased array ultrasonic flaw detector". */
  item: LocalizedText;
  make: string;
  model: string;
  /** Serial number; sample records start it with "SAMPLE-". */
  serial: string;
  /** The method it serves. */
  method: MethodCode;
  /** Last day the current calibration is valid; the register leaves the item off after it. */
  calibrationDue: string;
  /** Number of the calibration certificate; sample records start it with "SAMPLE-". */
  certificate: string;
}

/** One insurance policy, summarised as procurement questionnaires ask for it. */
export interface InsurancePolicy {
  sample: boolean;
  /** The cover, e.g. "Professional indemnity". */
  cover: LocalizedText;
  insurer: string;
  /** The limit as written in the schedule, e.g. "XAF 500,000,000 per claim". */
  limit: LocalizedText;
  expires: string;
}

/** `app/content/qualification/accreditations.yaml`. */
export interface AccreditationsFile {
  /** The day someone last checked every record of the file. */
  reviewed: string;
  accreditations: Accreditation[];
}

/** `app/content/qualification/radiation.yaml`. */
export interface RadiationFile {
  reviewed: string;
  /** Slug of the radiation protection officer, who must have a file in `app/content/people/`. */
  officer: string;
  authorisations: RadiationAuthorisation[];
}

/** `app/content/qualification/hse.yaml`. */
export interface HseFile {
  reviewed: string;
  /** One entry per calendar year, any order. */
  years: HseYear[];
}

/** `app/content/qualification/equipment.yaml`. */
export interface EquipmentFile {
  reviewed: string;
  equipment: EquipmentItem[];
}

/** `app/content/qualification/insurance.yaml`. */
export interface InsuranceFile {
  reviewed: string;
  policies: InsurancePolicy[];
}

/** Where a record was read from, so messages can name the file an editor must open. */
export interface FromFile {
  /** Path from the project root, e.g. `app/content/people/estelle-ngo-bilong.yaml`. */
  file: string;
}

/** Each qualification file's content, with where it was read from. */
export interface QualificationPack {
  accreditations: AccreditationsFile & FromFile;
  radiation: RadiationFile & FromFile;
  hse: HseFile & FromFile;
  equipment: EquipmentFile & FromFile;
  insurance: InsuranceFile & FromFile;
}

/** Every proof record, validated: what the pages are built from. */
export interface ProofContent {
  /** Sorted by name. */
  people: (Person & FromFile)[];
  qualification: QualificationPack;
}
