import type { PageId } from "~/content/pages";
import { useCommon } from "~/i18n/use-locale";
import { PageHero } from "./page-hero";

/** The hero of a page the shell dictionary names: its title as the h1 and its description under it. */
export function NamedPageHero({ page, eyebrow }: { page: PageId; eyebrow?: string }) {
  const { title, description } = useCommon().pages[page];
  return (
    <PageHero title={title} eyebrow={eyebrow}>
      {description}
    </PageHero>
  );
}
