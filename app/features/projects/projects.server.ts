import manifest from "virtual:photo-manifest";
import { projectsDictionaries } from "~/content/locales/projects";
import type { ProjectFilter } from "~/content/project-facets";
import { once, sourceFilesOf } from "~/lib/content/collection-files";
import { markdownRenderer } from "~/lib/content/markdown-renderer";
import type { ContentProblem } from "~/lib/content/messages";
import { formatMonth } from "~/lib/dates";
import { type Locale, locales } from "~/lib/i18n";
import { lookUpPhoto } from "~/lib/photos";
import { matches } from "./facets";
import type { Project, ProjectSummary } from "./types";

export type { Project, ProjectSummary } from "./types";

// Bundled into the server build only (this is a .server module), so projects are read once, at build time.
const sources = import.meta.glob<string>("../../content/projects/*/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

/**
 * Every project, validated, rendered and with its photographs resolved, per locale, newest first: on first
 * use, which is at build time. A problem in any file, or a photo that is not among the sources, stops the
 * build with a message naming the file and the field. Loaded lazily for the same reason as the posts.
 */
async function loadProjects(): Promise<Record<Locale, Project[]>> {
  const [{ default: Markdown }, { parseProjects }, { ContentError, missingPhoto, problem }] = await Promise.all([
    import("markdown-it"),
    import("./project-source"),
    import("~/lib/content/messages"),
  ]);
  const collection = parseProjects(sourceFilesOf(sources));
  const problems: ContentProblem[] = [];
  const byLocale = Object.fromEntries(
    locales.map((locale) => {
      const markdown = markdownRenderer(Markdown, locale, projectsDictionaries[locale].tableLabel);
      const list = collection[locale].map(({ fileName, frontMatter }): Project => {
        const { need, work, result, photos, ...facts } = frontMatter;
        const { start, end } = frontMatter.period;
        return {
          ...facts,
          html: { need: markdown.render(need), work: markdown.render(work), result: markdown.render(result) },
          periodText: `${formatMonth(start, locale)} – ${end ? formatMonth(end, locale) : projectsDictionaries[locale].ongoing}`,
          photos: photos.flatMap(({ photo, alt, credit }, i) => {
            const found = lookUpPhoto(manifest, photo);
            if (found.issue !== undefined) problems.push(problem(fileName, `photos.${i}.photo`, missingPhoto(photo)));
            return found.photo ? [{ photo: found.photo, alt, credit }] : [];
          }),
        };
      });
      list.sort(
        (a, b) => (b.period.end ?? "9999").localeCompare(a.period.end ?? "9999") || a.slug.localeCompare(b.slug),
      );
      return [locale, list];
    }),
  ) as Record<Locale, Project[]>;
  if (problems.length > 0) throw new ContentError("project", problems);
  return byLocale;
}
const allProjects = once(loadProjects);

const summaryOf = (p: Project): ProjectSummary => ({
  slug: p.slug,
  sample: p.sample,
  title: p.title,
  summary: p.summary,
  client: p.client,
  clientConsent: p.clientConsent,
  industry: p.industry,
  services: p.services,
  periodText: p.periodText,
  // Every project has at least one photo (the schema requires it).
  photo: p.photos[0] as ProjectSummary["photo"],
});

/** Reads one project, or `null` when no such project exists in that locale. */
export async function readProject(locale: Locale, slug: string): Promise<Project | null> {
  return (await allProjects())[locale].find((p) => p.slug === slug) ?? null;
}

/** The projects of a locale that pass a filter (all without one), newest first, as cards need them. */
export async function listProjects(locale: Locale, filter?: ProjectFilter | null): Promise<ProjectSummary[]> {
  return (await allProjects())[locale].filter((p) => !filter || matches(p, filter)).map(summaryOf);
}

/** Slugs of every project (the same in every locale), for the prerender list and the sitemap. */
export async function projectSlugs(): Promise<string[]> {
  return (await allProjects()).en.map((p) => p.slug);
}

/** What an industry or service page shows of its projects: the latest three's titles, the link to all, and their labels. */
export async function relatedProjects(locale: Locale, filter: ProjectFilter) {
  const { relatedProjectsTitle, relatedProjectsLead, allCaseStudies, sampleBadge } = projectsDictionaries[locale];
  return {
    filter,
    projects: (await listProjects(locale, filter))
      .slice(0, 3)
      .map(({ slug, title, sample }) => ({ slug, title, sample })),
    copy: { relatedProjectsTitle, relatedProjectsLead, allCaseStudies, sampleBadge },
  };
}

export type RelatedProjectsData = Awaited<ReturnType<typeof relatedProjects>>;
