import { isIsoDay } from "~/lib/dates";
import type {
  Accreditation,
  Certificate,
  EquipmentItem,
  FromFile,
  HseYear,
  InsurancePolicy,
  LocalizedText,
  Person,
  ProofContent,
  QualificationPack,
  RadiationAuthorisation,
} from "./types";
import { type Scheme, type SchemeCode, schemes } from "./vocabulary";

/**
 * What the pages and the build show of the proof records, as pure functions of the records and of the
 * day (`today`, `YYYY-MM-DD`). Nothing here reads the clock: the build passes its own day, so the tests
 * can pin one and a prerendered page says what was true when it was built.
 *
 * A record is current up to and including its expiry (or calibration due) day, and left off after it.
 */

/** A person as the register shows them beside each certificate. */
export interface Holder {
  slug: string;
  name: string;
  role: LocalizedText;
  sample: boolean;
  file: string;
}

/** Where a reader can check a certificate. */
export interface Verification {
  /** The page to open. */
  url: string;
  /**
   * `record`: the certificate's own public record (the file's `verifyUrl`); `register`: the scheme's public
   * look-up, where the reader types the number; `issuer`: no public look-up we can vouch for, so `url` is
   * the scheme's site and the reader checks with the issuing body.
   */
  kind: "record" | "register" | "issuer";
}

/** One line of the certificates register. */
export interface RegisterEntry {
  holder: Holder;
  certificate: Certificate;
  scheme: Scheme & { code: SchemeCode };
  verification: Verification;
}

/** A date that is close or past, for the build's log and `check:launch`. */
export interface DateNotice {
  /** The file to open, from the project root. */
  file: string;
  /** The date's field in that file, e.g. `certificates.1.expires`. */
  field: string;
  /** The expiry or calibration due day. */
  date: string;
  /** Days from `today` to `date`: 0 on the day itself, negative once past. */
  daysLeft: number;
  /** One English sentence: `<file>: <field>: <what> expires on <date>, in <n> days`. */
  message: string;
}

function assertDay(today: string): void {
  if (!isIsoDay(today) || Number.isNaN(Date.parse(`${today}T00:00:00Z`))) {
    throw new RangeError(`today must be a day written YYYY-MM-DD, got ${JSON.stringify(today)}`);
  }
}

/** Whole days from `from` to `to`, both `YYYY-MM-DD`. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const holderOf = (person: Person & FromFile): Holder => ({
  slug: person.slug,
  name: person.name,
  role: person.role,
  sample: person.sample,
  file: person.file,
});

/** The page that confirms a certificate: its own record when the file gives one, else the scheme's. */
export function verificationOf(certificate: Certificate): Verification {
  if (certificate.verifyUrl) return { url: certificate.verifyUrl, kind: "record" };
  const scheme = schemes[certificate.scheme];
  return scheme.verificationUrl
    ? { url: scheme.verificationUrl, kind: "register" }
    : { url: scheme.website, kind: "issuer" };
}

/**
 * The certificates register: every certificate valid on `today`, with its holder, sorted by scheme
 * name, then holder, then method and level. Expired certificates are left off.
 */
export function currentCertificates(people: readonly (Person & FromFile)[], today: string): RegisterEntry[] {
  assertDay(today);
  const entries = people.flatMap((person) =>
    person.certificates
      .filter((certificate) => certificate.expires >= today)
      .map(
        (certificate): RegisterEntry => ({
          holder: holderOf(person),
          certificate,
          scheme: { code: certificate.scheme, ...schemes[certificate.scheme] },
          verification: verificationOf(certificate),
        }),
      ),
  );
  return entries.sort(
    (a, b) =>
      a.scheme.name.localeCompare(b.scheme.name, "en") ||
      a.holder.name.localeCompare(b.holder.name, "en") ||
      a.certificate.method.localeCompare(b.certificate.method, "en") ||
      a.certificate.level.localeCompare(b.certificate.level, "en"),
  );
}

/** The people as the team page shows them: each with only the certificates valid on `today`. */
export function currentProfiles(people: readonly (Person & FromFile)[], today: string): (Person & FromFile)[] {
  assertDay(today);
  return people.map((person) => ({
    ...person,
    certificates: person.certificates.filter((certificate) => certificate.expires >= today),
  }));
}

/** Accreditations, certifications and approvals valid on `today`, in the file's order. */
export function currentAccreditations(accreditations: readonly Accreditation[], today: string): Accreditation[] {
  assertDay(today);
  return accreditations.filter((record) => record.expires >= today);
}

/** Radiation authorisations valid on `today`, in the file's order. */
export function currentAuthorisations(
  authorisations: readonly RadiationAuthorisation[],
  today: string,
): RadiationAuthorisation[] {
  assertDay(today);
  return authorisations.filter((record) => record.expires >= today);
}

/** The equipment register: instruments whose calibration is not overdue on `today`, in the file's order. */
export function currentEquipment(equipment: readonly EquipmentItem[], today: string): EquipmentItem[] {
  assertDay(today);
  return equipment.filter((record) => record.calibrationDue >= today);
}

/** Insurance policies in force on `today`, in the file's order. */
export function currentInsurance(policies: readonly InsurancePolicy[], today: string): InsurancePolicy[] {
  assertDay(today);
  return policies.filter((record) => record.expires >= today);
}

/** The radiation protection officer named in `radiation.yaml` (the loader has checked they exist). */
export function radiationOfficer(content: ProofContent): Person & FromFile {
  const slug = content.qualification.radiation.officer;
  const officer = content.people.find((person) => person.slug === slug);
  if (!officer) throw new Error(`${content.qualification.radiation.file}: officer: no person "${slug}"`);
  return officer;
}

/** Hours on which each rate is based: LTIF per million hours, TRIR per 200,000 (OSHA: 100 people for a year). */
export const rateBases = { ltif: 1_000_000, trir: 200_000 } as const;

/** A year's injury rates, unrounded (the page rounds them for display). */
export interface HseRates {
  /** Lost-time injury frequency: lost-time injuries × 1,000,000 / hours worked. */
  ltif: number;
  /** Total recordable injury rate: recordable injuries × 200,000 / hours worked. */
  trir: number;
}

/** Computes a year's LTIF and TRIR from its hours and injuries; the files never store a rate. */
export function hseRates(year: HseYear): HseRates {
  if (!(year.hoursWorked > 0)) throw new RangeError(`hoursWorked must be more than zero for ${year.year}`);
  return {
    ltif: (year.lostTimeInjuries * rateBases.ltif) / year.hoursWorked,
    trir: (year.recordableInjuries * rateBases.trir) / year.hoursWorked,
  };
}

/** Every year with its rates, the most recent first: the HSE table's rows. */
export function hseTable(years: readonly HseYear[]): (HseYear & HseRates)[] {
  return [...years].sort((a, b) => b.year - a.year).map((year) => ({ ...year, ...hseRates(year) }));
}

/** The most recent `reviewed` day among the qualification files: the pack's "last reviewed" date. */
export function lastReviewed(pack: QualificationPack): string {
  // ISO days sort as text.
  const days = [pack.radiation, pack.hse, pack.equipment, pack.insurance].map((file) => file.reviewed);
  return [pack.accreditations.reviewed, ...days].sort().at(-1) ?? pack.accreditations.reviewed;
}

/** Every dated record, described for a message. */
function datedRecords(
  content: ProofContent,
): { file: string; field: string; date: string; what: string; due: boolean }[] {
  const { accreditations, radiation, equipment, insurance } = content.qualification;
  return [
    ...content.people.flatMap((person) =>
      person.certificates.map((certificate, index) => ({
        file: person.file,
        field: `certificates.${index}.expires`,
        date: certificate.expires,
        what: `${person.name}'s ${schemes[certificate.scheme].name} certificate ${certificate.number} (${certificate.method}, ${certificate.level})`,
        due: false,
      })),
    ),
    ...accreditations.accreditations.map((record, index) => ({
      file: accreditations.file,
      field: `accreditations.${index}.expires`,
      date: record.expires,
      what: `${record.name.en} (${record.number}, ${record.issuer})`,
      due: false,
    })),
    ...radiation.authorisations.map((record, index) => ({
      file: radiation.file,
      field: `authorisations.${index}.expires`,
      date: record.expires,
      what: `radiation authorisation ${record.number} (${record.authority})`,
      due: false,
    })),
    ...equipment.equipment.map((record, index) => ({
      file: equipment.file,
      field: `equipment.${index}.calibrationDue`,
      date: record.calibrationDue,
      what: `calibration of the ${record.make} ${record.model} (${record.item.en}, serial ${record.serial})`,
      due: true,
    })),
    ...insurance.policies.map((record, index) => ({
      file: insurance.file,
      field: `policies.${index}.expires`,
      date: record.expires,
      what: `${record.cover.en} policy with ${record.insurer}`,
      due: false,
    })),
  ];
}

function notices(content: ProofContent, today: string, keep: (daysLeft: number) => boolean): DateNotice[] {
  assertDay(today);
  return datedRecords(content)
    .map((record) => ({ ...record, daysLeft: daysBetween(today, record.date) }))
    .filter((record) => keep(record.daysLeft))
    .sort((a, b) => a.daysLeft - b.daysLeft || a.file.localeCompare(b.file))
    .map(({ file, field, date, what, due, daysLeft }) => {
      const verb = due ? (daysLeft < 0 ? "was due" : "is due") : daysLeft < 0 ? "expired" : "expires";
      const when =
        daysLeft < 0
          ? `${-daysLeft} ${-daysLeft === 1 ? "day" : "days"} ago: it is left off the public pages`
          : daysLeft === 0
            ? "today"
            : `in ${daysLeft} ${daysLeft === 1 ? "day" : "days"}`;
      return { file, field, date, daysLeft, message: `${file}: ${field}: ${what} ${verb} on ${date}, ${when}` };
    });
}

/**
 * Certificates, accreditations, authorisations, insurance policies and calibrations that run out
 * within `days` of `today` (today included), soonest first: warnings for the build log.
 */
export function expiringSoon(content: ProofContent, today: string, days = 60): DateNotice[] {
  return notices(content, today, (daysLeft) => daysLeft >= 0 && daysLeft <= days);
}

/** Records already past their expiry or calibration day, which the pages leave off: for the build log. */
export function lapsedRecords(content: ProofContent, today: string): DateNotice[] {
  return notices(content, today, (daysLeft) => daysLeft < 0);
}

/**
 * Every record marked `sample: true`, one line each as `<file>: <what>`, for `check:launch`: the site
 * must not go live while any is left.
 */
export function sampleRecords(content: ProofContent): string[] {
  const { accreditations, radiation, hse, equipment, insurance } = content.qualification;
  const lines: string[] = [];
  for (const person of content.people) {
    if (person.sample) lines.push(`${person.file}: sample person "${person.name}" (${person.role.en})`);
  }
  accreditations.accreditations.forEach((record, index) => {
    if (record.sample) {
      lines.push(`${accreditations.file}: accreditations.${index} is a sample: ${record.name.en}, ${record.number}`);
    }
  });
  radiation.authorisations.forEach((record, index) => {
    if (record.sample) {
      lines.push(`${radiation.file}: authorisations.${index} is a sample: ${record.authority}, ${record.number}`);
    }
  });
  hse.years.forEach((record, index) => {
    if (record.sample) lines.push(`${hse.file}: years.${index} is a sample: HSE figures for ${record.year}`);
  });
  equipment.equipment.forEach((record, index) => {
    if (record.sample) {
      lines.push(
        `${equipment.file}: equipment.${index} is a sample: ${record.item.en}, ${record.make} ${record.model}, ${record.serial}`,
      );
    }
  });
  insurance.policies.forEach((record, index) => {
    if (record.sample)
      lines.push(`${insurance.file}: policies.${index} is a sample: ${record.cover.en}, ${record.insurer}`);
  });
  return lines;
}

/**
 * The people's portraits as the photo pipeline checks them (`checkPhotoReferences` in
 * `scripts/photos/pipeline.mjs`): a missing photo or alt text then fails the build.
 */
export function photoReferences(
  people: readonly (Person & FromFile)[],
): { photo: string; alt: LocalizedText; where: string }[] {
  return people.flatMap((person) =>
    person.photo ? [{ photo: person.photo.src, alt: person.photo.alt, where: `${person.file}: photo.src` }] : [],
  );
}
