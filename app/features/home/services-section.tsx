import { ArrowRight, CalendarDays, FileText, Star } from "lucide-react";
import { CheckList } from "~/components/blocks/check-list";
import { IconTile } from "~/components/ui/icon-tile";
import { Link } from "~/components/ui/link";
import { homeAdditionalServices, homeServices } from "~/content/home";
import { pathOf } from "~/content/pages";
import { ConsultationLink } from "~/features/consultation/consultation-link";
import { QuoteLink } from "~/features/quote/quote-link";
import { useLocalize } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { HomeSection } from "./home-section";
import { useHome } from "./use-home";

/**
 * Services (#services): four service cards whose "Get Quote" opens the quote dialog with that
 * service chosen, three specialised inspections with their own pages, and the two dialogs' buttons.
 * Prices are data (`homeServices`) and deliberately not shown.
 */
export function ServicesSection() {
  const s = useHome().services;
  const localize = useLocalize();
  return (
    <HomeSection id="services" tone="muted" eyebrow={s.eyebrow} title={s.title} lead={s.lead} align="center">
      <div className="mt-12 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {homeServices.map(({ key, icon: Icon, popular, quoteService }) => {
          const card = s.cards[key];
          const titleId = `service-${key}-title`;
          return (
            <article
              key={key}
              aria-labelledby={titleId}
              className={cn(
                "relative flex flex-col rounded-lg bg-white p-6 shadow-sm",
                popular ? "border-2 border-arc-600 shadow-lg" : "border border-steel-100",
              )}
            >
              {popular ? (
                <p className="absolute -top-3.5 left-6 inline-flex items-center gap-1.5 rounded-full bg-arc-600 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase">
                  <Star aria-hidden="true" className="size-3.5" />
                  {s.popular}
                </p>
              ) : null}
              <IconTile icon={Icon} />
              <h3 id={titleId} className="mt-4 text-2xl font-bold text-navy-900">
                {card.title}
              </h3>
              <p className="mt-2 text-steel-600">{card.description}</p>
              <p className="mt-5 text-xs font-semibold tracking-widest text-arc-700 uppercase">{s.featuresLabel}</p>
              <CheckList items={card.features} look="compact" className="mt-2 mb-6" />
              <QuoteLink
                variant={popular ? "primary" : "secondary"}
                className="mt-auto w-full"
                aria-describedby={titleId}
                service={quoteService}
              >
                {s.getQuote}
              </QuoteLink>
            </article>
          );
        })}
      </div>

      <h3 className="mt-16 text-2xl font-bold text-navy-900 sm:text-3xl">{s.additionalTitle}</h3>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {homeAdditionalServices.map(({ key, icon: Icon, page }) => (
          <li
            key={key}
            className="group relative rounded-lg border border-steel-100 bg-white p-6 focus-within:ring-2 focus-within:ring-arc-500 hover:border-arc-600"
          >
            <Icon aria-hidden="true" className="size-7 text-arc-600" />
            <h4 className="mt-3 font-display text-2xl font-bold tracking-tight text-navy-900">
              <Link
                to={localize(pathOf(page))}
                className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none group-hover:text-arc-700"
              >
                {s.additional[key].title}
              </Link>
            </h4>
            <p className="mt-2 text-sm text-steel-600">{s.additional[key].description}</p>
            <ArrowRight aria-hidden="true" className="mt-4 size-5 text-arc-700" />
          </li>
        ))}
      </ul>

      <div className="mt-16 flex flex-col gap-6 rounded-lg bg-navy-900 p-8 text-white lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h3 className="text-2xl font-bold sm:text-3xl">{s.ctaTitle}</h3>
          <p className="mt-2 text-steel-100">{s.ctaText}</p>
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
          <QuoteLink size="lg">
            <FileText aria-hidden="true" />
            {s.requestQuote}
          </QuoteLink>
          <ConsultationLink size="lg" variant="inverse">
            <CalendarDays aria-hidden="true" />
            {s.scheduleConsultation}
          </ConsultationLink>
        </div>
      </div>
    </HomeSection>
  );
}
