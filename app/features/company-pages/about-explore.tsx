import { ArrowRight } from "lucide-react";
import { sectionVariants } from "~/components/blocks/page-section";
import { Container } from "~/components/ui/container";
import { Link } from "~/components/ui/link";
import { SectionHeading } from "~/components/ui/section-heading";
import type { PageId } from "~/content/pages";
import { pathOf } from "~/content/pages";
import { useCommon, useLocalize } from "~/i18n/use-locale";

/**
 * A band of links to other pages, each a card named and described by the shell dictionary: the about pages'
 * way to each other and to the proof a buyer looks for. A navigation landmark named by its heading.
 */
export function AboutExplore({
  id,
  title,
  lead,
  pages,
  tone = "muted",
}: {
  /** Prefix of the band's ids; the heading gets `<id>-title` and names the landmark. */
  id: string;
  title: string;
  lead?: string;
  pages: readonly PageId[];
  tone?: "white" | "muted";
}) {
  const t = useCommon();
  const localize = useLocalize();
  return (
    <nav id={id} aria-labelledby={`${id}-title`} className={sectionVariants({ tone })}>
      <Container>
        <SectionHeading id={`${id}-title`} title={title}>
          {lead}
        </SectionHeading>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {pages.map((page) => (
            <li key={page}>
              <Link
                to={localize(pathOf(page))}
                className="group flex h-full flex-col rounded-lg border border-steel-100 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
              >
                <span className="flex items-center justify-between gap-3 font-display text-xl font-bold text-navy-900 group-hover:text-arc-700">
                  {t.pages[page].name}
                  <ArrowRight aria-hidden="true" className="size-5 shrink-0" />
                </span>
                <span className="mt-2 text-steel-600">{t.pages[page].description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </nav>
  );
}
