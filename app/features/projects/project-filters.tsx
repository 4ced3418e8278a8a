import { Link } from "~/components/ui/link";
import type { ProjectFilter } from "~/content/project-paths";
import { projectsPath } from "~/content/project-paths";
import { useCommon, useLocalize } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { pageOfFilter } from "./facets";
import { useProjects } from "./use-projects";

/** One filter as the list shows it: where it leads and how many projects it keeps. */
export interface FilterOption {
  filter: ProjectFilter;
  count: number;
}

const chip = (current: boolean) =>
  cn(
    "inline-flex min-h-11 items-center gap-2 rounded-full border-2 px-4 py-2 text-sm font-semibold transition-colors",
    current
      ? "border-navy-900 bg-navy-900 text-white"
      : "border-steel-200 bg-white text-navy-900 hover:border-navy-900",
  );

/**
 * The list's filters as plain links, one page per filter: they work before scripts arrive and a
 * filtered list can be shared. The current one is marked for assistive technology as well as by colour.
 */
export function ProjectFilters({
  options,
  current,
}: {
  options: readonly FilterOption[];
  current: ProjectFilter | null;
}) {
  const copy = useProjects();
  const t = useCommon();
  const localize = useLocalize();
  const isCurrent = (filter: ProjectFilter | null) =>
    filter === null ? current === null : current?.facet === filter.facet && current.value === filter.value;
  const group = (facet: ProjectFilter["facet"], label: string) => (
    <div className="mt-4">
      <p id={`project-filter-${facet}`} className="text-sm font-semibold tracking-wider text-steel-600 uppercase">
        {label}
      </p>
      <ul aria-labelledby={`project-filter-${facet}`} className="mt-2 flex flex-wrap gap-2">
        {options
          .filter((option) => option.filter.facet === facet)
          .map(({ filter, count }) => (
            <li key={filter.value}>
              <Link
                to={localize(projectsPath(filter))}
                aria-current={isCurrent(filter) ? "page" : undefined}
                className={chip(isCurrent(filter))}
              >
                {t.pages[pageOfFilter(filter)].name}
                <span className="text-xs opacity-80">({count})</span>
              </Link>
            </li>
          ))}
      </ul>
    </div>
  );
  return (
    <nav aria-label={copy.filtersLabel} className="rounded-lg bg-steel-50 p-5">
      <Link
        to={localize(projectsPath())}
        aria-current={isCurrent(null) ? "page" : undefined}
        className={chip(isCurrent(null))}
      >
        {copy.filterAll}
      </Link>
      {group("industry", copy.byIndustry)}
      {group("service", copy.byService)}
    </nav>
  );
}
