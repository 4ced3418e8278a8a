import { usePageCopy } from "~/i18n/page-copy";

/** The blog's copy, from the data of the page being shown (the blog, an article, or home's teaser). */
export function useBlog() {
  return usePageCopy("blog");
}
