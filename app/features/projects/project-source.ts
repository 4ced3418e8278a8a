import { type ZodType, z } from "zod";
import { industryKeys } from "~/content/industry-page-facts";
import { projectServices } from "~/content/project-facets";
import {
  type CollectionDefinition,
  ContentError,
  type ContentProblem,
  expected,
  flag,
  frontMatterObjectError,
  type ParsedEntry,
  parseCollection,
  photoKey,
  type SourceFile,
  show,
  slugField,
  text,
  textList,
} from "~/lib/content/markdown-collection";
import { oneOf, problem, zodMessage } from "~/lib/content/messages";
import { type Locale, locales } from "~/lib/i18n";
import type { ProjectFrontMatter } from "./types";

/**
 * Projects (case studies) as a Markdown collection: the posts' machinery with the projects' schema.
 * Everything lives in front matter (the need, the work and the result are Markdown fields), so the
 * page can lay the three out side by side and the editor can give each its own box.
 */

/** Slugs a project cannot take: the list's filter pages live beside the projects. */
export const reservedProjectSlugs = ["industry", "service"] as const;

const month = z
  .string({ error: expected({ en: "a month (YYYY-MM)", fr: "un mois (AAAA-MM)" }) })
  .regex(/^\d{4}-(?:0[1-9]|1[0-2])$/, {
    error: zodMessage({ en: "must be a month written YYYY-MM", fr: "doit être un mois écrit AAAA-MM" }),
  });

/** Required inside a testimonial: given by halves, it is a mistake, and the way out is to give all or nothing. */
const testimonialText = (what: { en: string; fr: string }) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? zodMessage({
              en: `is missing: write ${what.en}, or clear the testimonial`,
              fr: `est à remplir : écrivez ${what.fr}, ou videz le témoignage`,
            })
          : expected({ en: "text", fr: "du texte" })(issue),
    })
    .refine((value) => value.trim() !== "", {
      error: zodMessage({
        en: `must not be empty: write ${what.en}, or clear the testimonial`,
        fr: `ne doit pas être vide : écrivez ${what.fr}, ou videz le témoignage`,
      }),
    });

const frontMatterSchema = z
  .strictObject(
    {
      slug: slugField.refine((slug) => !(reservedProjectSlugs as readonly string[]).includes(slug), {
        error: zodMessage({
          en: `must not be ${reservedProjectSlugs.join(" or ")} (the list's filters use those paths)`,
          fr: `ne doit pas être ${reservedProjectSlugs.join(" ni ")} (les filtres de la liste utilisent ces chemins)`,
        }),
      }),
      sample: flag,
      title: text,
      summary: text,
      client: text,
      clientConsent: flag,
      industry: z.enum(industryKeys, { error: expected(oneOf(industryKeys)) }),
      services: z
        .array(z.enum(projectServices, { error: expected(oneOf(projectServices)) }), {
          error: expected({ en: "a list of service codes", fr: "une liste de codes de services" }),
        })
        .min(1, { error: zodMessage({ en: "must list at least one service", fr: "doit citer au moins un service" }) }),
      standards: textList,
      location: text,
      period: z.strictObject(
        { start: month, end: month.optional() },
        {
          error: expected({
            en: "a mapping with start (and end when finished)",
            fr: "un début (start), et une fin (end) une fois le projet terminé",
          }),
        },
      ),
      figures: z
        .array(
          z.strictObject(
            { value: text, label: text },
            { error: expected({ en: "a mapping of value and label", fr: "une valeur et son libellé" }) },
          ),
          { error: expected({ en: "a list of figures", fr: "une liste de chiffres" }) },
        )
        .min(1, { error: zodMessage({ en: "must list at least one figure", fr: "doit donner au moins un chiffre" }) }),
      need: text,
      work: text,
      result: text,
      photos: z
        .array(
          z.strictObject(
            { photo: photoKey, alt: text, credit: text },
            {
              error: expected({
                en: "a mapping of photo, alt and credit",
                fr: "une photo, son texte alternatif et son crédit",
              }),
            },
          ),
          { error: expected({ en: "a list of photos", fr: "une liste de photos" }) },
        )
        .min(1, { error: zodMessage({ en: "must list at least one photo", fr: "doit contenir au moins une photo" }) }),
      testimonial: z
        .strictObject(
          {
            quote: testimonialText({ en: "the client's words", fr: "les mots du client" }),
            role: testimonialText({ en: "who said them (their role)", fr: "qui les a dits (sa fonction)" }),
            consent: flag.refine((consent) => consent, {
              error: zodMessage({
                en: "must be true: publish a testimonial only once its author agreed",
                fr: "doit être coché : ne publiez un témoignage qu'avec l'accord de son auteur, ou videz le témoignage",
              }),
            }),
          },
          {
            error: expected({
              en: "a mapping of quote, role and consent",
              fr: "une citation, une fonction et un accord",
            }),
          },
        )
        .optional(),
    },
    frontMatterObjectError,
  )
  .superRefine((project, context) => {
    if (project.period.end !== undefined && project.period.end < project.period.start)
      context.addIssue({
        code: "custom",
        path: ["period", "end"],
        message: zodMessage({ en: "must not be before period.start", fr: "ne doit pas précéder le début (start)" }),
      });
    // Without the client's agreement the page describes the client; a description starts in lower case
    // ("a container terminal operator in Douala"), a company's name does not.
    if (!project.clientConsent && !/^\p{Ll}/u.test(project.client))
      context.addIssue({
        code: "custom",
        path: ["client"],
        message: zodMessage({
          en: 'must describe the client (e.g. "a container terminal operator in Douala") while clientConsent is false: name a client only once they agreed',
          fr: "doit décrire le client, en commençant par une minuscule (par exemple « un opérateur de terminal à conteneurs à Douala »), tant que l'accord du client (clientConsent) n'est pas coché : ne nommez un client qu'avec son accord",
        }),
      });
  }) satisfies ZodType<ProjectFrontMatter>;

export const projectCollection: CollectionDefinition<ProjectFrontMatter> = {
  folder: "app/content/projects",
  name: "project",
  schema: frontMatterSchema,
  // What a project is does not change with the language it is told in.
  sharedFields: ["sample", "clientConsent", "industry", "services", "period", "standards"],
  uniqueFields: [],
  body: {
    kind: "none",
    hint: {
      en: "write the project in its need, work and result fields",
      fr: "écrivez le projet dans ses champs besoin, travaux et résultat",
    },
  },
};

/** A project that passed validation. */
export type ParsedProject = ParsedEntry<ProjectFrontMatter>;

/**
 * Projects whose photographs differ between languages: the same photographs in every language, in the same
 * order; only their alt text and credit are translated.
 */
function photoOrderProblems(projects: Record<Locale, ParsedProject[]>): ContentProblem[] {
  const [source, ...translations] = locales;
  const keys = (p: ParsedProject) => show(p.frontMatter.photos.map((photo) => photo.photo));
  return translations.flatMap((locale) =>
    projects[locale].flatMap((translation) => {
      const original = projects[source].find((p) => p.frontMatter.slug === translation.frontMatter.slug);
      return original && keys(translation) !== keys(original)
        ? [
            problem(translation.fileName, "photos", {
              en: `${keys(translation)} differ from ${keys(original)} in ${original.fileName}`,
              fr: `${keys(translation)} diffèrent de ${keys(original)} dans ${original.fileName} : les deux langues montrent les mêmes photos, dans le même ordre`,
            }),
          ]
        : [];
    }),
  );
}

/** Validates every project of every locale together, throwing an error that lists every problem. */
export function parseProjects(files: readonly SourceFile[]): Record<Locale, ParsedProject[]> {
  const projects = parseCollection(projectCollection, files);
  const problems = photoOrderProblems(projects);
  if (problems.length > 0) throw new ContentError(projectCollection.name, problems);
  return projects;
}
