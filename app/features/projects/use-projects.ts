import { usePageCopy } from "~/i18n/page-copy";

/** The projects' copy, from the data of the page being rendered. */
export const useProjects = () => usePageCopy("projects");
