import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A data table with its caption, in a box the table's layout measures itself against: where the box is
 * narrower than the table needs (every phone), the rows stack as cards, each cell under its column's name
 * (`records-table.css`), so nothing scrolls sideways. The roles are spelled out because a table laid out
 * as blocks loses its table semantics in some browsers (WebKit), and the cards must still read as a table.
 */
export function TableRegion({
  caption,
  className,
  children,
}: {
  caption: string;
  className?: string;
  /** The table's `thead` and `tbody`. */
  children: ReactNode;
}) {
  return (
    <div className={cn("records-region rounded-lg bg-white ring-1 ring-steel-300", className)}>
      {/* biome-ignore lint/a11y/noRedundantRoles: kept when the phone layout turns the table into blocks. */}
      <table role="table" className="records-table w-full border-collapse text-left text-sm">
        <caption className="border-b border-steel-100 px-4 py-3 text-left font-semibold text-navy-900">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
