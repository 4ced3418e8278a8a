import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** How each panel after an article looks: its box and its heading. */
const looks = {
  /** A light box: the closing word. */
  light: { box: "rounded-lg bg-steel-50 p-6 ring-1 ring-steel-100 sm:p-8", heading: "text-2xl text-navy-900" },
  /** A navy box with an orange edge: the points to remember. */
  dark: { box: "rounded-lg border-l-4 border-arc-600 bg-navy-900 p-6 text-white sm:p-8", heading: "text-2xl" },
  /** No box: the tags. */
  plain: { box: "", heading: "text-xl text-navy-900" },
} as const;

/** A titled part of an article page after the text (closing word, key takeaways, tags), named by its h2. */
export function PostPanel({
  id,
  title,
  look,
  children,
}: {
  /** Id of the heading, which names the section. */
  id: string;
  title: string;
  look: keyof typeof looks;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn("mt-12", looks[look].box)}>
      <h2 id={id} className={cn("font-bold", looks[look].heading)}>
        {title}
      </h2>
      {children}
    </section>
  );
}
