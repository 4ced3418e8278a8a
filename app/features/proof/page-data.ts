import { proofDictionaries } from "~/content/locales/proof";
import { formatDay } from "~/lib/dates";
import { formatCount } from "~/lib/format";
import { intlLocales, type Locale, perLocale } from "~/lib/i18n";
import type { ResolvedPhoto } from "~/lib/photos";
import {
  currentAccreditations,
  currentAuthorisations,
  currentCertificates,
  currentEquipment,
  currentInsurance,
  currentProfiles,
  hseTable,
  lastReviewed,
  radiationOfficer,
  type Verification,
  verificationOf,
} from "./selectors";
import type { Certificate, FromFile, Person, ProofContent } from "./types";
import { type CredentialKind, schemes } from "./vocabulary";

/**
 * What the proof pages receive from their loaders: the records valid on the build's day, in the page's
 * language, with dates, numbers and language names already written out. Built at build time, so the
 * pages' data is small JSON and the browser runs no `Intl` formatter, YAML parser or schema for them.
 * Components import these types only.
 */

export type { Verification } from "./selectors";

/** One current certificate as the team page and the register show it. */
export interface CertificateView {
  /** The scheme's proper name ("CSWIP"). */
  scheme: string;
  /** The method or discipline, in the page's language. */
  method: string;
  level: string;
  /** The level's language when it is not the page's (levels are shown as the scheme prints them), else null. */
  levelLang: string | null;
  /** As printed; sample numbers start with "SAMPLE-" and are shown as they are. */
  number: string;
  issuer: string;
  /** Last day of validity, `YYYY-MM-DD`, for structured data. */
  expires: string;
  /** The same day written out in the page's language. */
  expiresText: string;
  verification: Verification;
}

/** A portrait resolved from the photo manifest, with its alt text in the page's language. */
export interface PortraitView {
  photo: ResolvedPhoto;
  alt: string;
}

/** A person as the team page shows them. */
export interface PersonView {
  slug: string;
  name: string;
  /** Shown in a circle when there is no portrait. */
  initials: string;
  role: string;
  bio: string;
  /** BCP 47 codes, the strongest first, for structured data. */
  languages: string[];
  /** The same languages named in the page's language, as one list ("French, English and Fulah"). */
  languagesText: string;
  sample: boolean;
  radiationOfficer: boolean;
  portrait: PortraitView | null;
  /** Only those valid on the build's day. */
  certificates: CertificateView[];
}

/** One line of the certificates register. */
export interface RegisterRow extends CertificateView {
  holder: { slug: string; name: string; sample: boolean };
}

/** The certificates register as of the build's day. */
export interface RegisterView {
  /** The day the register is valid for, written out. */
  dayText: string;
  rows: RegisterRow[];
}

export interface AccreditationView {
  sample: boolean;
  kind: CredentialKind;
  name: string;
  scope: string;
  number: string;
  issuer: string;
  expiresText: string;
  verifyUrl: string | null;
}

export interface AuthorisationView {
  sample: boolean;
  authority: string;
  number: string;
  scope: string;
  expiresText: string;
}

export interface HseRowView {
  sample: boolean;
  year: number;
  hoursWorked: string;
  lostTimeInjuries: string;
  recordableInjuries: string;
  /** Rounded to two decimals, as the page shows it. */
  ltif: string;
  trir: string;
}

export interface EquipmentView {
  sample: boolean;
  item: string;
  make: string;
  model: string;
  serial: string;
  method: string;
  calibrationDueText: string;
  certificate: string;
}

export interface InsuranceView {
  sample: boolean;
  cover: string;
  insurer: string;
  limit: string;
  expiresText: string;
}

/** One part of the pack: its records valid on the build's day and the day its file was last checked. */
export interface PackPart<T> {
  reviewedText: string;
  items: T[];
}

/** The prequalification pack as the qualification page shows it. */
export interface QualificationView {
  /** The day the pack is valid for, written out. */
  dayText: string;
  /** The most recent review among the pack's files. */
  reviewedText: string;
  /** Whether any record shown is a sample, for the page's notice. */
  anySample: boolean;
  accreditations: PackPart<AccreditationView>;
  radiation: PackPart<AuthorisationView> & {
    officer: { slug: string; name: string; role: string; sample: boolean };
  };
  hse: PackPart<HseRowView>;
  equipment: PackPart<EquipmentView>;
  insurance: PackPart<InsuranceView>;
  register: RegisterView;
}

/** The parts of the pack that come from a qualification file, each with its own heading in the dictionary. */
export type PackPartName = {
  [K in keyof QualificationView]: QualificationView[K] extends PackPart<unknown> ? K : never;
}[keyof QualificationView];

/**
 * The pack as its page receives it: its days, its sample notice and each part's review day (and the radiation
 * officer), without the records, whose tables the build renders as HTML.
 */
export type PackOutline = Omit<QualificationView, PackPartName | "register"> & {
  [K in PackPartName]: Omit<QualificationView[K], "items">;
};

/** The pack without its records (see `PackOutline`). */
export function packOutline(pack: QualificationView): PackOutline {
  const part = <T extends { items: unknown }>({ items: _items, ...rest }: T): Omit<T, "items"> => rest;
  return {
    dayText: pack.dayText,
    reviewedText: pack.reviewedText,
    anySample: pack.anySample,
    accreditations: part(pack.accreditations),
    radiation: part(pack.radiation),
    hse: part(pack.hse),
    equipment: part(pack.equipment),
    insurance: part(pack.insurance),
  };
}

const languageNames = perLocale((locale) => new Intl.DisplayNames([intlLocales[locale]], { type: "language" }));
const conjunction = perLocale((locale) => new Intl.ListFormat(intlLocales[locale], { type: "conjunction" }));
const rateFormat = perLocale(
  (locale) => new Intl.NumberFormat(intlLocales[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** A rate as the HSE table shows it: two decimals in the page's language ("0.62", "0,62"). */
export function formatRate(rate: number, locale: Locale): string {
  return rateFormat(locale).format(rate);
}

/** The first letters of a name's first and last words: "Estelle Ngo Bilong" → "EB". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : "";
  return `${first}${last}`.toLocaleUpperCase();
}

/** Whether a BCP 47 tag is in the page's language ("en-GB" is English). */
const sameLanguage = (tag: string, locale: Locale) => tag.split("-")[0]?.toLowerCase() === locale;

function certificateView(certificate: Certificate, locale: Locale): CertificateView {
  const scheme = schemes[certificate.scheme];
  return {
    scheme: scheme.name,
    method: proofDictionaries[locale].methods[certificate.method],
    level: certificate.level,
    levelLang: sameLanguage(scheme.language, locale) ? null : scheme.language,
    number: certificate.number,
    issuer: certificate.issuer,
    expires: certificate.expires,
    expiresText: formatDay(certificate.expires, locale),
    verification: verificationOf(certificate),
  };
}

/**
 * The people of the team page, each with the certificates valid on `today`.
 * @param portraitOf Resolves a person's photo (the loader reads the photo manifest; tests pass a stub).
 */
export function teamPeople(
  content: ProofContent,
  today: string,
  locale: Locale,
  portraitOf: (person: Person & FromFile) => PortraitView | null,
): PersonView[] {
  const officer = content.qualification.radiation.officer;
  return currentProfiles(content.people, today).map((person) => ({
    slug: person.slug,
    name: person.name,
    initials: initialsOf(person.name),
    role: person.role[locale],
    bio: person.bio[locale],
    languages: person.languages,
    languagesText: conjunction(locale).format(person.languages.map((code) => languageNames(locale).of(code) ?? code)),
    sample: person.sample,
    radiationOfficer: person.slug === officer,
    portrait: portraitOf(person),
    certificates: person.certificates.map((certificate) => certificateView(certificate, locale)),
  }));
}

/** The certificates register: every certificate valid on `today`, with its holder. */
export function certificatesRegister(content: ProofContent, today: string, locale: Locale): RegisterView {
  return {
    dayText: formatDay(today, locale),
    rows: currentCertificates(content.people, today).map(({ holder, certificate }) => ({
      holder: { slug: holder.slug, name: holder.name, sample: holder.sample },
      ...certificateView(certificate, locale),
    })),
  };
}

/** The prequalification pack: accreditations, authorisations, insurance and equipment valid on `today`, all HSE years. */
export function qualificationPack(content: ProofContent, today: string, locale: Locale): QualificationView {
  const pack = content.qualification;
  const day = (iso: string) => formatDay(iso, locale);
  const officer = radiationOfficer(content);
  const view: QualificationView = {
    dayText: day(today),
    reviewedText: day(lastReviewed(pack)),
    anySample: false,
    accreditations: {
      reviewedText: day(pack.accreditations.reviewed),
      items: currentAccreditations(pack.accreditations.accreditations, today).map((record) => ({
        sample: record.sample,
        kind: record.kind,
        name: record.name[locale],
        scope: record.scope[locale],
        number: record.number,
        issuer: record.issuer,
        expiresText: day(record.expires),
        verifyUrl: record.verifyUrl ?? null,
      })),
    },
    radiation: {
      reviewedText: day(pack.radiation.reviewed),
      items: currentAuthorisations(pack.radiation.authorisations, today).map((record) => ({
        sample: record.sample,
        authority: record.authority,
        number: record.number,
        scope: record.scope[locale],
        expiresText: day(record.expires),
      })),
      officer: { slug: officer.slug, name: officer.name, role: officer.role[locale], sample: officer.sample },
    },
    hse: {
      reviewedText: day(pack.hse.reviewed),
      items: hseTable(pack.hse.years).map((year) => ({
        sample: year.sample,
        year: year.year,
        hoursWorked: formatCount(year.hoursWorked, locale),
        lostTimeInjuries: formatCount(year.lostTimeInjuries, locale),
        recordableInjuries: formatCount(year.recordableInjuries, locale),
        ltif: formatRate(year.ltif, locale),
        trir: formatRate(year.trir, locale),
      })),
    },
    equipment: {
      reviewedText: day(pack.equipment.reviewed),
      items: currentEquipment(pack.equipment.equipment, today).map((record) => ({
        sample: record.sample,
        item: record.item[locale],
        make: record.make,
        model: record.model,
        serial: record.serial,
        method: proofDictionaries[locale].methods[record.method],
        calibrationDueText: day(record.calibrationDue),
        certificate: record.certificate,
      })),
    },
    insurance: {
      reviewedText: day(pack.insurance.reviewed),
      items: currentInsurance(pack.insurance.policies, today).map((record) => ({
        sample: record.sample,
        cover: record.cover[locale],
        insurer: record.insurer,
        limit: record.limit[locale],
        expiresText: day(record.expires),
      })),
    },
    register: certificatesRegister(content, today, locale),
  };
  view.anySample = [
    ...view.accreditations.items,
    ...view.radiation.items,
    ...view.hse.items,
    ...view.equipment.items,
    ...view.insurance.items,
    view.radiation.officer,
    ...view.register.rows.map((row) => row.holder),
  ].some((record) => record.sample);
  return view;
}
