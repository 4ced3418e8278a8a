import type { ReactNode } from "react";
import { SectionHeading } from "~/components/ui/section-heading";

/** A section that shares a band with others, side by side on wide screens: its h2, then its content. */
export function ColumnSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId}>
      <SectionHeading id={headingId} title={title} />
      <div className="mt-8">{children}</div>
    </section>
  );
}
