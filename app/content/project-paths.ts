// Relative imports, and types only: pages import this in the browser, where the facts of every industry and
// service page would be weight for nothing.
import type { IndustryKey } from "./industry-page-facts";
import type { ServiceKey } from "./service-page-facts";

/** A service a project used: one of the service pages (staff outsourcing included). */
export type ProjectService = ServiceKey | "staff-outsourcing";

/**
 * The projects list's filters. Each is a page of its own (`/projects/industry/maritime`,
 * `/projects/service/ndt`), prerendered like the rest: a filtered list is a link that can be shared,
 * and works before and without JavaScript, on a static host too.
 */
export type ProjectFilter = { facet: "industry"; value: IndustryKey } | { facet: "service"; value: ProjectService };

/** The locale-neutral path of the list, filtered or not. */
export function projectsPath(filter?: ProjectFilter | null): string {
  return filter ? `/projects/${filter.facet}/${filter.value}` : "/projects";
}
