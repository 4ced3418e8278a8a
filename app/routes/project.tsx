import { servicePageId } from "~/features/projects/facets";
import { ProjectArticle } from "~/features/projects/project-article";
import { projectJsonLd } from "~/features/projects/project-json-ld";
import { listProjects, readProject } from "~/features/projects/projects.server";
import { breadcrumbTrail, commonOf, jsonLdMeta } from "~/features/seo/page-meta";
import { pageMeta } from "~/features/seo/seo";
import { breadcrumbJsonLd } from "~/features/seo/structured-data";
import { copyOf } from "~/i18n/page-copy.server";
import { localeFromPath, localeOfRequest, stripLocale } from "~/lib/i18n";
import { data, type LoaderArgs, type MetaFunction, useLoaderData } from "~/lib/router";

/** Runs at build time: the project, the others of its industry first, and the projects' copy. */
export async function loader({ params, request }: LoaderArgs) {
  const locale = localeOfRequest(request);
  const project = await readProject(locale, params.slug ?? "");
  if (!project) throw data(null, { status: 404 });
  const others = (await listProjects(locale))
    .filter((p) => p.slug !== project.slug)
    .sort((a, b) => Number(b.industry === project.industry) - Number(a.industry === project.industry))
    .slice(0, 3);
  return { ...copyOf("projects", locale), project, others };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, location, matches }) => {
  if (!loaded) return [];
  const { project } = loaded;
  const t = commonOf(matches);
  const locale = localeFromPath(location.pathname);
  const neutral = stripLocale(location.pathname);
  const lead = project.photos[0]?.photo;
  return [
    ...pageMeta({
      title: project.title,
      description: project.summary,
      pathname: location.pathname,
      locale,
      type: "article",
    }),
    ...jsonLdMeta(breadcrumbJsonLd(neutral, locale, breadcrumbTrail(neutral, t, project.title))),
    ...jsonLdMeta(
      projectJsonLd(
        project,
        locale,
        lead?.src,
        project.services.map((s) => t.pages[servicePageId(s)].name),
      ),
    ),
  ];
};

export default function ProjectPage() {
  const { project, others } = useLoaderData<typeof loader>();
  return <ProjectArticle project={project} others={others} />;
}
