import type { LucideIcon } from "lucide-react";
import { IconTile } from "~/components/ui/icon-tile";
import { cn } from "~/lib/cn";

export interface CardItem {
  title: string;
  text: string;
  /** A figure shown above the title ("1000+"), for goals and targets. */
  value?: string;
}

const columnClasses = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** A grid of titled cards (values, strengths, scope items, challenges…), each with an h3. */
export function CardList({
  items,
  columns = 3,
  icon: Icon,
  ordered = false,
}: {
  items: readonly CardItem[];
  columns?: keyof typeof columnClasses;
  /** One icon shown on every card, purely decorative. */
  icon?: LucideIcon;
  /** Numbered list, for items whose order means something (ways, steps). */
  ordered?: boolean;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <List className={cn("grid gap-6", columnClasses[columns])}>
      {items.map((item) => (
        <li key={item.title} className="flex flex-col rounded-lg border border-steel-100 bg-white p-6 shadow-sm">
          {Icon ? <IconTile icon={Icon} look="tint" className="mb-4" /> : null}
          {item.value ? (
            <p className="mb-2 font-display text-5xl font-bold text-arc-700" aria-hidden="true">
              {item.value}
            </p>
          ) : null}
          <h3 className="text-xl font-bold text-navy-900">{item.title}</h3>
          <p className="mt-2 leading-relaxed text-steel-600">{item.text}</p>
        </li>
      ))}
    </List>
  );
}
