import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** The eyebrow, h2 and lead paragraph that open every content section. */
export function SectionHeading({
  eyebrow,
  title,
  children,
  id,
  align = "left",
  tone = "light",
  level = 2,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  /** Id of the heading, for `aria-labelledby` on the section. */
  id?: string;
  align?: "left" | "center";
  /** `dark` for sections on a navy background. */
  tone?: "light" | "dark";
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow ? (
        <p
          className={cn(
            "mb-2 text-sm font-semibold tracking-widest uppercase",
            tone === "dark" ? "text-amber-400" : "text-arc-700",
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <Heading
        id={id}
        className={cn("text-3xl font-bold sm:text-4xl", tone === "dark" ? "text-white" : "text-navy-900")}
      >
        {title}
      </Heading>
      {children ? (
        <div className={cn("mt-4 text-base sm:text-lg", tone === "dark" ? "text-steel-100" : "text-steel-600")}>
          {children}
        </div>
      ) : null}
    </div>
  );
}
