import { industryKeys } from "./industry-page-facts";
import type { ProjectFilter, ProjectService } from "./project-paths";
import { serviceKeys } from "./service-page-facts";

/** The service codes a project may list. */
export const projectServices = [...serviceKeys, "staff-outsourcing"] as const satisfies readonly ProjectService[];

export { type ProjectFilter, type ProjectService, projectsPath } from "./project-paths";

/** Every filter page, industries first. */
export const projectFilters: readonly ProjectFilter[] = [
  ...industryKeys.map((value) => ({ facet: "industry" as const, value })),
  ...projectServices.map((value) => ({ facet: "service" as const, value })),
];

/** The filter a path's two segments name, or null when they name none. */
export function filterOf(facet: string | undefined, value: string | undefined): ProjectFilter | null {
  return projectFilters.find((f) => f.facet === facet && f.value === value) ?? null;
}
