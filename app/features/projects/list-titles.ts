import type { CommonDictionary } from "~/content/locales";
import type { ProjectsDictionary } from "~/content/locales/projects";
import type { ProjectFilter } from "~/content/project-facets";
import { fill } from "~/lib/i18n";
import { pageOfFilter } from "./facets";

/** The title and description of the list or of one filter's list: each filter page has its own, for search results and tabs. */
export function listTitles(t: CommonDictionary, copy: ProjectsDictionary, filter: ProjectFilter | null) {
  if (!filter) return { title: t.pages.projects.title, description: t.pages.projects.description };
  const name = t.pages[pageOfFilter(filter)].name;
  return { title: fill(copy.filteredMetaTitle, { name }), description: fill(copy.filteredMetaDescription, { name }) };
}
