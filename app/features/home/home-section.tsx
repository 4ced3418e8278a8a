import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { cn } from "~/lib/cn";

const backgrounds = { white: "bg-white", muted: "bg-steel-50", dark: "bg-navy-900" } as const;

/**
 * A section of the home page: the anchor the menu links to (`#<id>`), its eyebrow, h2 and lead, then its
 * content. The home's sections are roomier than the inner pages' (`PageSection`).
 */
export function HomeSection({
  id,
  tone = "white",
  eyebrow,
  title,
  lead,
  align,
  focusable,
  children,
}: {
  id: string;
  tone?: keyof typeof backgrounds;
  eyebrow: string;
  title: string;
  lead?: string;
  align?: "left" | "center";
  /** Takes focus when a link to `#<id>` is followed, without an outline of its own. */
  focusable?: boolean;
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      tabIndex={focusable ? -1 : undefined}
      className={cn(backgrounds[tone], "py-20 sm:py-24", focusable && "focus:outline-none")}
    >
      <Container>
        <SectionHeading
          id={headingId}
          eyebrow={eyebrow}
          title={title}
          align={align}
          tone={tone === "dark" ? "dark" : "light"}
        >
          {lead ? <p>{lead}</p> : null}
        </SectionHeading>
        {children}
      </Container>
    </section>
  );
}
