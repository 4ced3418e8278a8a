import { buttonVariants } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import type { ProjectFilter } from "~/content/project-paths";
import { projectsPath } from "~/content/project-paths";
import { QuoteLink } from "~/features/quote/quote-link";
import { useLocale, useLocalize } from "~/i18n/use-locale";
import { plural } from "~/lib/i18n";
import { ProjectCard } from "./project-card";
import type { ProjectSummary } from "./types";
import { useProjects } from "./use-projects";

/** The projects that pass the filter, as cards, with their count; an empty filter offers references instead. */
export function ProjectList({
  projects,
  filter,
}: {
  projects: readonly ProjectSummary[];
  filter: ProjectFilter | null;
}) {
  const copy = useProjects();
  const locale = useLocale();
  const localize = useLocalize();
  return (
    <div className="mt-8">
      <p role="status" className="text-steel-600">
        {plural(locale, projects.length, copy.count)}
      </p>
      {projects.length > 0 ? (
        <ul className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {projects.map((project) => (
            <li key={project.slug}>
              <ProjectCard project={project} copy={copy} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-6 rounded-lg border border-steel-200 p-6">
          <p className="max-w-2xl text-lg text-navy-900">{copy.empty}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <QuoteLink size="lg">{copy.emptyAction}</QuoteLink>
            {filter ? (
              <Link to={localize(projectsPath())} className={buttonVariants({ variant: "outline", size: "lg" })}>
                {copy.showAll}
              </Link>
            ) : null}
          </div>
        </div>
      )}
    </div>
  );
}
