import type { IndustryKey } from "~/content/industry-page-facts";
import type { PageId } from "~/content/pages";
import type { ProjectFilter, ProjectService } from "~/content/project-facets";

/** The page that presents an industry (its name comes from the shell dictionary). */
export const industryPageId = (key: IndustryKey): PageId => `industry-${key}`;

/** The page that presents a service (staff outsourcing has its own). */
export const servicePageId = (service: ProjectService): PageId =>
  service === "staff-outsourcing" ? "staff-outsourcing" : `service-${service}`;

/** The page a filter is about. */
export const pageOfFilter = (filter: ProjectFilter): PageId =>
  filter.facet === "industry" ? industryPageId(filter.value) : servicePageId(filter.value);

/** Whether a project passes a filter. */
export function matches(
  project: { industry: IndustryKey; services: readonly ProjectService[] },
  filter: ProjectFilter,
) {
  return filter.facet === "industry" ? project.industry === filter.value : project.services.includes(filter.value);
}
