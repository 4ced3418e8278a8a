import { type ZodType, z } from "zod";
import { oneOf, type Said } from "~/lib/content/messages";
import { expected, httpsUrl, identifier, isoDate, localizedText, text, zodMessage } from "~/lib/content/yaml-records";
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
export const slug = z.string({ error: expected({ en: "text", fr: "du texte" }) }).regex(slugPattern, {
  error: zodMessage({
    en: "must be lowercase words joined by hyphens (e.g. estelle-ngo-bilong)",
    fr: "doit être en minuscules, les mots reliés par des tirets (par exemple estelle-ngo-bilong)",
  }),
});

const sample = z.boolean({ error: expected({ en: "true or false", fr: "coché ou non (true ou false)" }) });

// The photo pipeline (decision 0019) keys photos by their path inside app/content/photos/ and accepts
// these formats; lowercase keeps the generated file names predictable.
const photoPath = z
  .string({ error: expected({ en: "a photo path", fr: "le chemin d'une photo" }) })
  .regex(/^(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9_-]*\.(?:jpe?g|png|webp|avif|tiff?)$/, {
    error: zodMessage({
      en: "must be a path inside app/content/photos/, lowercase, without a leading slash (e.g. people/estelle.jpg)",
      fr: "doit être un chemin dans app/content/photos/, en minuscules, sans barre oblique au début (par exemple people/estelle.jpg)",
    }),
  });

// BCP 47's common forms (fr, en-GB, ff-Latn-CM); Intl has the last word on whether the tag is well formed.
const languageTag = z.string({ error: expected({ en: "a language code", fr: "un code de langue" }) }).refine(
  (value) => {
    if (!/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/.test(value)) return false;
    try {
      return Intl.getCanonicalLocales(value).length === 1;
    } catch {
      return false;
    }
  },
  {
    error: (issue) =>
      zodMessage({
        en: `must be a BCP 47 language code such as fr, en or ff, got ${JSON.stringify(issue.input)}`,
        fr: `doit être un code de langue BCP 47 comme fr, en ou ff (valeur actuelle : ${JSON.stringify(issue.input)})`,
      }),
  },
);

const schemeCode = z.enum(schemeCodes, { error: expected(oneOf(schemeCodes)) });
const methodCode = z.enum(methodCodes, { error: expected(oneOf(methodCodes)) });

const list = <T extends z.ZodType>(item: T, what: Said) =>
  z.array(item, { error: expected({ en: `a list of ${what.en}`, fr: `une liste de ${what.fr}` }) });

/** At least one item: `must list at least one <what>`. */
const atLeastOne = (what: Said) => ({
  error: zodMessage({ en: `must list at least one ${what.en}`, fr: `doit contenir au moins ${what.fr}` }),
});

const mapping = { error: expected({ en: "a mapping of fields", fr: "un ensemble de champs" }) };

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
    languages: list(languageTag, { en: "language codes", fr: "codes de langue" }).min(
      1,
      atLeastOne({ en: "language", fr: "une langue" }),
    ),
    bio: localizedText,
    // A person may be shown for their role alone (an HSE manager, say) before certificates are entered.
    certificates: list(certificateSchema, { en: "certificates", fr: "certificats" }).default([]),
  },
  mapping,
) satisfies ZodType<Person>;

const wholeNumber = (what: Said) =>
  z
    .number({ error: expected(what) })
    .int({ error: zodMessage({ en: "must be a whole number", fr: "doit être un nombre entier" }) })
    .nonnegative({ error: zodMessage({ en: "must not be negative", fr: "ne doit pas être négatif" }) });

export const accreditationsFileSchema = z.strictObject(
  {
    reviewed: isoDate,
    accreditations: list(
      z.strictObject(
        {
          sample,
          kind: z.enum(credentialKinds, { error: expected(oneOf(credentialKinds)) }),
          name: localizedText,
          scope: localizedText,
          ...credentialFields,
        },
        mapping,
      ),
      { en: "accreditations", fr: "accréditations" },
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
      { en: "authorisations", fr: "autorisations" },
    ).min(1, atLeastOne({ en: "authorisation", fr: "une autorisation" })),
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
          year: wholeNumber({ en: "a year such as 2025", fr: "une année comme 2025" })
            .min(1990, {
              error: zodMessage({ en: "must be a year from 1990 on", fr: "doit être une année à partir de 1990" }),
            })
            .max(2100, {
              error: zodMessage({ en: "must be a year before 2100", fr: "doit être une année avant 2100" }),
            }),
          hoursWorked: wholeNumber({ en: "a whole number of hours", fr: "un nombre entier d'heures" }).positive({
            error: zodMessage({ en: "must be more than zero", fr: "doit être plus grand que zéro" }),
          }),
          lostTimeInjuries: wholeNumber({ en: "a whole number", fr: "un nombre entier" }),
          recordableInjuries: wholeNumber({ en: "a whole number", fr: "un nombre entier" }),
        },
        mapping,
      ),
      { en: "years", fr: "années" },
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
      { en: "instruments", fr: "appareils" },
    ),
  },
  mapping,
) satisfies ZodType<EquipmentFile>;

export const insuranceFileSchema = z.strictObject(
  {
    reviewed: isoDate,
    policies: list(
      z.strictObject({ sample, cover: localizedText, insurer: text, limit: localizedText, expires: isoDate }, mapping),
      { en: "policies", fr: "polices" },
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
