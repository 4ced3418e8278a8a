import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { sectionVariants } from "~/components/blocks/page-section";
import { Container } from "~/components/ui/container";
import { headerMenus } from "~/content/navigation";
import { pathOf } from "~/content/pages";
import { useCommon, useLocalize } from "~/i18n/use-locale";

type AboutPageId = (typeof headerMenus.about)[number];

/** Links from one about page to the three others, named and described by the shell dictionary. */
export function AboutExplore({
  title,
  current,
  tone = "muted",
}: {
  title: string;
  current: AboutPageId;
  tone?: "white" | "muted";
}) {
  const t = useCommon();
  const localize = useLocalize();
  const others = headerMenus.about.filter((id) => id !== current);
  return (
    <nav aria-labelledby="about-explore-title" className={sectionVariants({ tone })}>
      <Container>
        <h2 id="about-explore-title" className="text-3xl font-bold text-navy-900 sm:text-4xl">
          {title}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {others.map((id) => (
            <li key={id}>
              <Link
                to={localize(pathOf(id))}
                className="group flex h-full flex-col rounded-lg border border-steel-100 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
              >
                <span className="flex items-center justify-between gap-3 font-display text-xl font-bold text-navy-900 group-hover:text-arc-700">
                  {t.pages[id].name}
                  <ArrowRight aria-hidden="true" className="size-5 shrink-0" />
                </span>
                <span className="mt-2 text-steel-600">{t.pages[id].description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </nav>
  );
}
