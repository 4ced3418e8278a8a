import { ArrowRight, CalendarDays } from "lucide-react";
import { Link } from "~/components/ui/link";
import { Photo } from "~/components/ui/photo";
import { SampleBadge } from "~/components/ui/sample-badge";
import type { ProjectsDictionary } from "~/content/locales/projects";
import { useCommon, useLocalize } from "~/i18n/use-locale";
import { industryPageId } from "./facets";
import type { ProjectSummary } from "./types";

/** A project in a list: its photograph, industry, title, summary and period; the title links to it. */
export function ProjectCard({
  project,
  copy,
  headingLevel = 3,
}: {
  project: ProjectSummary;
  copy: Pick<ProjectsDictionary, "sampleBadge" | "readProject">;
  headingLevel?: 2 | 3;
}) {
  const t = useCommon();
  const localize = useLocalize();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-steel-100 transition-shadow focus-within:ring-2 focus-within:ring-arc-500 hover:shadow-lg">
      <Photo
        photo={project.photo.photo}
        alt={project.photo.alt}
        sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw"
        className="aspect-[3/2] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm font-semibold tracking-wider text-arc-700 uppercase">
            {t.pages[industryPageId(project.industry)].name}
          </p>
          {project.sample ? <SampleBadge label={copy.sampleBadge} /> : null}
        </div>
        <Heading className="mt-3 text-2xl leading-tight font-bold text-navy-900">
          <Link
            to={localize(`/projects/${project.slug}`)}
            className="after:absolute after:inset-0 group-hover:text-arc-700 focus-visible:outline-none"
          >
            {project.title}
          </Link>
        </Heading>
        <p className="mt-3 flex-1 text-steel-600">{project.summary}</p>
        <p className="mt-5 flex items-center gap-1.5 border-t border-steel-100 pt-4 text-sm text-steel-600">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-arc-700" />
          {project.periodText}
        </p>
        <p aria-hidden="true" className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-arc-700">
          {copy.readProject}
          <ArrowRight className="size-4" />
        </p>
      </div>
    </article>
  );
}
