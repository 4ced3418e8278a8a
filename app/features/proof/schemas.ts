import { type ZodType, z } from "zod";
import { expected, httpsUrl, identifier, isoDate, localizedText, text } from "~/lib/content/yaml-records";
import type {
  AccreditationsFile,
  Certificate,
  EquipmentFile,
  HseFile,
  InsuranceFile,
  Person,
  RadiationFile,
} from "./types";
import { credentialKinds, methodCodes, schemeCodes } from "./vocabulary";

/**
 * The shape of each proof file, field by field, with messages an editor can act on. Rules that span
 * several fields (sample numbers, dates in order, the officer's file) are in `proof-source.ts`.
 */

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug: lowercase words joined by hyphens, as file names and URLs use them. */
export const slug = z
  .string({ error: expected("text") })
  .regex(slugPattern, { error: "must be lowercase words joined by hyphens (e.g. estelle-ngo-bilong)" });

const sample = z.boolean({ error: expected("true or false") });

// The photo pipeline (decision 0019) keys photos by their path inside app/content/photos/ and accepts
// these formats; lowercase keeps the generated file names predictable.
const photoPath = z
  .string({ error: expected("a photo path") })
  .regex(/^(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9_-]*\.(?:jpe?g|png|webp|avif|tiff?)$/, {
    error: "must be a path inside app/content/photos/, lowercase, without a leading slash (e.g. people/estelle.jpg)",
  });

// BCP 47's common forms (fr, en-GB, ff-Latn-CM); Intl has the last word on whether the tag is well formed.
const languageTag = z.string({ error: expected("a language code") }).refine(
  (value) => {
    if (!/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/.test(value)) return false;
    try {
      return Intl.getCanonicalLocales(value).length === 1;
    } catch {
      return false;
    }
  },
  { error: (issue) => `must be a BCP 47 language code such as fr, en or ff, got ${JSON.stringify(issue.input)}` },
);

const schemeCode = z.enum(schemeCodes, { error: expected(`one of ${schemeCodes.join(", ")}`) });
const methodCode = z.enum(methodCodes, { error: expected(`one of ${methodCodes.join(", ")}`) });

const list = <T extends z.ZodType>(item: T, what: string) => z.array(item, { error: expected(`a list of ${what}`) });

const mapping = { error: expected("a mapping of fields") };

/**
 * What a personnel certificate and a company accreditation both carry as an issued credential: its
 * number and issuer, its validity, and the public page that confirms it, checked by the same rules.
 */
const credentialFields = {
  number: identifier,
  issuer: text,
  issued: isoDate.optional(),
  expires: isoDate,
  verifyUrl: httpsUrl.optional(),
};

export const certificateSchema = z.strictObject(
  {
    scheme: schemeCode,
    method: methodCode,
    level: identifier,
    ...credentialFields,
  },
  mapping,
) satisfies ZodType<Certificate>;

export const personSchema = z.strictObject(
  {
    slug,
    sample,
    name: text,
    role: localizedText,
    photo: z.strictObject({ src: photoPath, alt: localizedText }, mapping).optional(),
    languages: list(languageTag, "language codes").min(1, { error: "must list at least one language" }),
    bio: localizedText,
    // A person may be shown for their role alone (an HSE manager, say) before certificates are entered.
    certificates: list(certificateSchema, "certificates").default([]),
  },
  mapping,
) satisfies ZodType<Person>;

const wholeNumber = (what: string) =>
  z
    .number({ error: expected(what) })
    .int({ error: "must be a whole number" })
    .nonnegative({ error: "must not be negative" });

export const accreditationsFileSchema = z.strictObject(
  {
    reviewed: isoDate,
    accreditations: list(
      z.strictObject(
        {
          sample,
          kind: z.enum(credentialKinds, { error: expected(`one of ${credentialKinds.join(", ")}`) }),
          name: localizedText,
          scope: localizedText,
          ...credentialFields,
        },
        mapping,
      ),
      "accreditations",
    ),
  },
  mapping,
) satisfies ZodType<AccreditationsFile>;

export const radiationFileSchema = z.strictObject(
  {
    reviewed: isoDate,
    officer: slug,
    authorisations: list(
      z.strictObject(
        {
          sample,
          authority: text,
          number: identifier,
          scope: localizedText,
          issued: isoDate.optional(),
          expires: isoDate,
        },
        mapping,
      ),
      "authorisations",
    ).min(1, { error: "must list at least one authorisation" }),
  },
  mapping,
) satisfies ZodType<RadiationFile>;

export const hseFileSchema = z.strictObject(
  {
    reviewed: isoDate,
    years: list(
      z.strictObject(
        {
          sample,
          year: wholeNumber("a year such as 2025").min(1990, { error: "must be a year from 1990 on" }).max(2100, {
            error: "must be a year before 2100",
          }),
          hoursWorked: wholeNumber("a whole number of hours").positive({ error: "must be more than zero" }),
          lostTimeInjuries: wholeNumber("a whole number"),
          recordableInjuries: wholeNumber("a whole number"),
        },
        mapping,
      ),
      "years",
    ),
  },
  mapping,
) satisfies ZodType<HseFile>;

export const equipmentFileSchema = z.strictObject(
  {
    reviewed: isoDate,
    equipment: list(
      z.strictObject(
        {
          sample,
          item: localizedText,
          make: text,
          model: identifier,
          serial: identifier,
          method: methodCode,
          calibrationDue: isoDate,
          certificate: identifier,
        },
        mapping,
      ),
      "instruments",
    ),
  },
  mapping,
) satisfies ZodType<EquipmentFile>;

export const insuranceFileSchema = z.strictObject(
  {
    reviewed: isoDate,
    policies: list(
      z.strictObject({ sample, cover: localizedText, insurer: text, limit: localizedText, expires: isoDate }, mapping),
      "policies",
    ),
  },
  mapping,
) satisfies ZodType<InsuranceFile>;

/** The qualification files by name (`app/content/qualification/<name>.yaml`), each with its schema. */
export const qualificationSchemas = {
  accreditations: accreditationsFileSchema,
  radiation: radiationFileSchema,
  hse: hseFileSchema,
  equipment: equipmentFileSchema,
  insurance: insuranceFileSchema,
} as const;
export type QualificationFileName = keyof typeof qualificationSchemas;
