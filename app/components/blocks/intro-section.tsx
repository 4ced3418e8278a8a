import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { Drawing } from "~/components/ui/drawing";
import { SectionHeading } from "~/components/ui/section-heading";
import { illustrationSize } from "./images";

/**
 * The first section under the hero of every company page: heading, lead and paragraphs beside the
 * page's illustration, with optional figures (`aside`) and calls to action (`actions`) below the text.
 */
export function IntroSection({
  id,
  eyebrow,
  title,
  lead,
  paragraphs,
  image,
  aside,
  actions,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  /** A statement shown larger than the paragraphs (a vision or mission statement). */
  lead?: string;
  paragraphs: readonly string[];
  image: { src: string; alt: string };
  aside?: ReactNode;
  actions?: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className="bg-white py-16 sm:py-20">
      <Container className="grid items-start gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading id={headingId} eyebrow={eyebrow} title={title} />
          {lead ? (
            <p className="mt-6 border-l-4 border-arc-600 pl-5 text-xl font-semibold text-navy-900 sm:text-2xl">
              {lead}
            </p>
          ) : null}
          <div className="mt-6 space-y-4 text-base leading-relaxed text-steel-600 sm:text-lg">
            {paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          {aside ? <div className="mt-8">{aside}</div> : null}
          {actions ? <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div> : null}
        </div>
        <Drawing
          src={image.src}
          alt={image.alt}
          {...illustrationSize}
          className="w-full rounded-lg bg-steel-100 shadow-lg lg:sticky lg:top-[calc(var(--header-height)+2rem)]"
        />
      </Container>
    </section>
  );
}
