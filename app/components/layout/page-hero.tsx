import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";

/**
 * The dark band at the top of every inner page: sits under the fixed header and holds the page's h1.
 * Tighter on phones, so even a long article title ends above the cookie banner on the first screen.
 */
export function PageHero({ title, eyebrow, children }: { title: string; eyebrow?: string; children?: ReactNode }) {
  return (
    <section className="bg-navy-900 pt-[calc(var(--header-height)+2rem)] pb-14 text-white sm:pt-[calc(var(--header-height)+4rem)] sm:pb-20">
      <Container>
        {eyebrow ? (
          <p className="mb-3 text-sm font-semibold tracking-widest text-amber-400 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="max-w-4xl text-3xl font-bold sm:text-5xl lg:text-6xl">{title}</h1>
        {children ? <div className="mt-5 max-w-3xl text-base text-steel-100 sm:text-lg">{children}</div> : null}
      </Container>
    </section>
  );
}
