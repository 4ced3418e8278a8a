import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A data table with its caption, in a region of its own that scrolls sideways where the table is wider
 * than the screen. The region can take focus so that keyboard users can scroll it too, and is named so
 * that a screen reader says what it holds.
 */
export function TableRegion({
  caption,
  regionLabel,
  minWidth = "min-w-[44rem]",
  className,
  children,
}: {
  caption: string;
  /** The region's name: the caption and that it scrolls (`tableRegion` in the proof dictionary). */
  regionLabel: string;
  /** The width under which the table scrolls instead of squeezing its columns, as a Tailwind class. */
  minWidth?: string;
  className?: string;
  /** The table's `thead` and `tbody`. */
  children: ReactNode;
}) {
  return (
    // A named <section> is a region landmark, which screen readers list and announce by its name.
    <section
      aria-label={regionLabel}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus for the keyboard to scroll it.
      tabIndex={0}
      className={cn("overflow-x-auto rounded-lg bg-white ring-1 ring-steel-300", className)}
    >
      <table className={cn("w-full border-collapse text-left text-sm", minWidth)}>
        <caption className="border-b border-steel-100 px-4 py-3 text-left font-semibold text-navy-900">
          {caption}
        </caption>
        {children}
      </table>
    </section>
  );
}
