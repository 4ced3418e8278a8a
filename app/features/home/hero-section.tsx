import { BadgeCheck, CalendarDays, FileText } from "lucide-react";
import { BadgeList } from "~/components/blocks/badge-list";
import { Container } from "~/components/ui/container";
import { Drawing } from "~/components/ui/drawing";
import { heroPoster } from "~/content/home";
import { ConsultationLink } from "~/features/consultation/consultation-link";
import { QuoteLink } from "~/features/quote/quote-link";
import { IslandSlot } from "~/lib/island-slots";
import { HeroVideo } from "./hero-video";
import { useHome } from "./use-home";

/**
 * The home page's opening: the page's only h1 over a still poster (the largest element, painted
 * first) and, once the page is idle and the visitor agreed, a muted background video. The actions come
 * right after the lead, before the badges, so a phone's first screen shows one even with the cookie
 * banner up. The top of the hero stays dark under
 * the transparent header so its white text keeps AA contrast whatever the video shows.
 */
export function HeroSection() {
  const h = useHome().hero;
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[max(40rem,min(100svh,56rem))] items-start overflow-hidden sm:items-center bg-navy-950 text-white"
    >
      <Drawing {...heroPoster} alt="" fill className="-z-20" />
      <IslandSlot name="heroVideo">
        <HeroVideo className="absolute inset-0 -z-20" />
      </IslandSlot>
      {/* Scrims: dark under the header and behind the text, so contrast never depends on the video frame. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-navy-950/90 via-navy-950/60 to-navy-950/85"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-navy-950/80 via-navy-950/40 to-transparent"
      />
      <Container className="pt-[calc(var(--header-height)+1.25rem)] pb-16 sm:pt-[calc(var(--header-height)+2.5rem)] sm:pb-20">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold tracking-widest text-amber-400 uppercase">{h.eyebrow}</p>
          <h1 id="hero-title" className="mt-3 text-4xl leading-none font-bold sm:mt-4 sm:text-6xl lg:text-7xl">
            {h.title}
          </h1>
          <p className="mt-4 text-base text-steel-100 sm:mt-6 sm:text-lg">{h.lead}</p>
          <div className="mt-6 flex flex-col gap-3 sm:mt-10 sm:flex-row">
            <QuoteLink size="lg">
              <FileText aria-hidden="true" />
              {h.requestQuote}
            </QuoteLink>
            <ConsultationLink size="lg" variant="inverse">
              <CalendarDays aria-hidden="true" />
              {h.scheduleConsultation}
            </ConsultationLink>
          </div>
          {/* The badges are a claim of the company's (claims.heroBadges), which it may leave empty. */}
          {h.badges.length > 0 ? (
            <BadgeList
              items={h.badges}
              icon={BadgeCheck}
              look="glass"
              label={h.badgesLabel}
              className="mt-8 sm:mt-10"
            />
          ) : null}
        </div>
      </Container>
    </section>
  );
}
