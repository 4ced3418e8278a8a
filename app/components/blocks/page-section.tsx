import { cva } from "class-variance-authority";
import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";

export const sectionVariants = cva("py-16 sm:py-20", {
  variants: {
    tone: {
      white: "bg-white",
      muted: "bg-steel-50",
      dark: "bg-navy-900 text-white",
    },
  },
  defaultVariants: { tone: "white" },
});

/** A labelled content section of a company page: its h2 (with eyebrow and lead) and its content. */
export function PageSection({
  id,
  eyebrow,
  title,
  lead,
  tone = "white",
  children,
}: {
  /** Prefix of the section's ids; the heading gets `<id>-title` and labels the section. */
  id: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  tone?: "white" | "muted" | "dark";
  children?: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={sectionVariants({ tone })}>
      <Container>
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} tone={tone === "dark" ? "dark" : "light"}>
          {lead}
        </SectionHeading>
        {children ? <div className="mt-10">{children}</div> : null}
      </Container>
    </section>
  );
}
