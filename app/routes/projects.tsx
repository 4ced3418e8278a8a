import { PageHero } from "~/components/layout/page-hero";
import { Container } from "~/components/ui/container";
import { filterOf, projectFilters } from "~/content/project-facets";
import { QuotePrompt } from "~/features/company-pages/quote-prompt";
import { listTitles } from "~/features/projects/list-titles";
import { ProjectFilters } from "~/features/projects/project-filters";
import { ProjectList } from "~/features/projects/project-list";
import { listProjects } from "~/features/projects/projects.server";
import { breadcrumbTrail, commonOf, jsonLdMeta } from "~/features/seo/page-meta";
import { pageMeta } from "~/features/seo/seo";
import { breadcrumbJsonLd } from "~/features/seo/structured-data";
import { copyOf } from "~/i18n/page-copy.server";
import { useCommon } from "~/i18n/use-locale";
import { localeFromPath, localeOfRequest, stripLocale } from "~/lib/i18n";
import { data, type LoaderArgs, type MetaFunction, useLoaderData } from "~/lib/router";

/**
 * Runs at build time for the list and for each filter page (`/projects/industry/maritime`): the
 * projects that pass the filter, how many each filter keeps, and the copy.
 */
export async function loader({ params, request }: LoaderArgs) {
  const locale = localeOfRequest(request);
  const facet = "facet" in params ? params.facet : undefined;
  const value = "value" in params ? params.value : undefined;
  const filter = filterOf(facet, value);
  if ((facet || value) && !filter) throw data(null, { status: 404 });
  const options = await Promise.all(
    projectFilters.map(async (f) => ({ filter: f, count: (await listProjects(locale, f)).length })),
  );
  return { ...copyOf("projects", locale), filter, options, list: await listProjects(locale, filter) };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, location, matches }) => {
  if (!loaded) return [];
  const t = commonOf(matches);
  const locale = localeFromPath(location.pathname);
  const neutral = stripLocale(location.pathname);
  const { title, description } = listTitles(t, loaded.projects, loaded.filter);
  return [
    ...pageMeta({ title, description, pathname: location.pathname, locale }),
    ...jsonLdMeta(breadcrumbJsonLd(neutral, locale, breadcrumbTrail(neutral, t, title))),
  ];
};

/** The list, or one filter's list: the filters are plain links to pages of their own, the projects cards. */
export default function ProjectsPage() {
  const { projects: copy, list, filter, options } = useLoaderData<typeof loader>();
  const { title, description } = listTitles(useCommon(), copy, filter);
  return (
    <>
      <PageHero title={title} eyebrow={copy.eyebrow}>
        {description}
      </PageHero>
      <section aria-labelledby="projects-list-title" className="py-12 sm:py-16">
        <Container>
          <h2 id="projects-list-title" className="sr-only">
            {copy.listTitle}
          </h2>
          <ProjectFilters options={options} current={filter} />
          <ProjectList projects={list} filter={filter} />
        </Container>
      </section>
      <QuotePrompt
        id="projects-cta"
        copy={{ title: copy.ctaTitle, text: copy.ctaText, button: copy.quote }}
        className="bg-steel-50"
      />
    </>
  );
}
