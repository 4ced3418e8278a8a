import { ArrowRight } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { Picture } from "~/components/ui/picture";
import { caseStudiesPage, industryImageSize } from "~/content/home";
import { pathOf } from "~/content/pages";
import { useLocalize } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { HomeSection } from "./home-section";
import type { IndustryCard } from "./industry-cards.server";
import { useHome } from "./use-home";

/**
 * Industries (#industries): the sectors the company claims, each card leading to its industry page where one
 * exists. The cards come from the route's loader (`industryCards`).
 */
export function IndustriesSection({ cards }: { cards: readonly IndustryCard[] }) {
  const s = useHome().industries;
  const localize = useLocalize();
  return (
    <HomeSection id="industries" eyebrow={s.eyebrow} title={s.title} lead={s.lead}>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map(({ sector, image, page, ...card }) => {
          return (
            <li
              key={sector}
              className={cn(
                "group relative overflow-hidden rounded-lg border border-steel-100 bg-white shadow-sm",
                page && "focus-within:ring-2 focus-within:ring-arc-500 hover:shadow-lg",
              )}
            >
              <Picture
                src={image}
                {...industryImageSize}
                alt={card.imageAlt}
                className="aspect-[8/5] w-full object-cover"
              />
              <div className="p-6">
                <h3 className="flex items-center justify-between gap-3 text-2xl font-bold text-navy-900">
                  {page ? (
                    <>
                      <Link
                        to={localize(pathOf(page))}
                        className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-arc-700"
                      >
                        {card.title}
                      </Link>
                      <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-arc-700" />
                    </>
                  ) : (
                    card.title
                  )}
                </h3>
                <p className="mt-2 text-steel-600">{card.description}</p>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="mt-12 text-center">
        <Link to={localize(pathOf(caseStudiesPage))} className={buttonVariants({ variant: "outline", size: "lg" })}>
          {s.viewAll}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </HomeSection>
  );
}
