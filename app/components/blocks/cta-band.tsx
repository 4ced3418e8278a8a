import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";

/** The closing call to action of a company page: a dark band with a heading, a line of text and buttons. */
export function CtaBand({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className="bg-navy-900 py-16 text-white sm:py-20">
      <Container className="flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-3xl font-bold sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-base text-steel-100 sm:text-lg">{text}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap lg:shrink-0">{children}</div>
      </Container>
    </section>
  );
}
