import { type ZodType, z } from "zod";
import { industryKeys } from "~/content/industry-page-facts";
import { projectServices } from "~/content/project-facets";
import {
  type CollectionDefinition,
  ContentError,
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
  .string({ error: expected("a month (YYYY-MM)") })
  .regex(/^\d{4}-(?:0[1-9]|1[0-2])$/, { error: "must be a month written YYYY-MM" });

const frontMatterSchema = z
  .strictObject(
    {
      slug: slugField.refine((slug) => !(reservedProjectSlugs as readonly string[]).includes(slug), {
        error: `must not be ${reservedProjectSlugs.join(" or ")} (the list's filters use those paths)`,
      }),
      sample: flag,
      title: text,
      summary: text,
      client: text,
      clientConsent: flag,
      industry: z.enum(industryKeys, { error: expected(`one of ${industryKeys.join(", ")}`) }),
      services: z
        .array(z.enum(projectServices, { error: expected(`one of ${projectServices.join(", ")}`) }), {
          error: expected("a list of service codes"),
        })
        .min(1, { error: "must list at least one service" }),
      standards: textList,
      location: text,
      period: z.strictObject(
        { start: month, end: month.optional() },
        { error: expected("a mapping with start (and end when finished)") },
      ),
      figures: z
        .array(z.strictObject({ value: text, label: text }, { error: expected("a mapping of value and label") }), {
          error: expected("a list of figures"),
        })
        .min(1, { error: "must list at least one figure" }),
      need: text,
      work: text,
      result: text,
      photos: z
        .array(
          z.strictObject(
            { photo: photoKey, alt: text, credit: text },
            { error: expected("a mapping of photo, alt and credit") },
          ),
          { error: expected("a list of photos") },
        )
        .min(1, { error: "must list at least one photo" }),
      testimonial: z
        .strictObject(
          {
            quote: text,
            role: text,
            consent: flag.refine((consent) => consent, {
              error: "must be true: publish a testimonial only once its author agreed",
            }),
          },
          { error: expected("a mapping of quote, role and consent") },
        )
        .optional(),
    },
    frontMatterObjectError,
  )
  .superRefine((project, context) => {
    if (project.period.end !== undefined && project.period.end < project.period.start)
      context.addIssue({ code: "custom", path: ["period", "end"], message: "must not be before period.start" });
    // Without the client's agreement the page describes the client; a description starts in lower case
    // ("a container terminal operator in Douala"), a company's name does not.
    if (!project.clientConsent && !/^\p{Ll}/u.test(project.client))
      context.addIssue({
        code: "custom",
        path: ["client"],
        message:
          'must describe the client (e.g. "a container terminal operator in Douala") while clientConsent is false: name a client only once they agreed',
      });
  }) satisfies ZodType<ProjectFrontMatter>;

export const projectCollection: CollectionDefinition<ProjectFrontMatter> = {
  folder: "app/content/projects",
  name: "project",
  schema: frontMatterSchema,
  // What a project is does not change with the language it is told in.
  sharedFields: ["sample", "clientConsent", "industry", "services", "period", "standards"],
  uniqueFields: [],
  body: { kind: "none", hint: "write the project in its need, work and result fields" },
};

/** A project that passed validation. */
export type ParsedProject = ParsedEntry<ProjectFrontMatter>;

/** Validates every project of every locale together, throwing an error that lists every problem. */
export function parseProjects(files: readonly SourceFile[]): Record<Locale, ParsedProject[]> {
  const projects = parseCollection(projectCollection, files);
  // The same photographs in every language, in the same order; only their alt text and credit are translated.
  const [source, ...translations] = locales;
  const issues = translations.flatMap((locale) =>
    projects[locale].flatMap((translation) => {
      const original = projects[source].find((p) => p.frontMatter.slug === translation.frontMatter.slug);
      const keys = (p: ParsedProject) => p.frontMatter.photos.map((photo) => photo.photo);
      return original && show(keys(translation)) !== show(keys(original))
        ? [
            `${translation.fileName}: photos: ${show(keys(translation))} differ from ${show(keys(original))} in ${original.fileName}`,
          ]
        : [];
    }),
  );
  if (issues.length > 0) throw new ContentError(projectCollection.name, issues);
  return projects;
}
