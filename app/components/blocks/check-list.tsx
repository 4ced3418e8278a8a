import { Check, CircleCheck } from "lucide-react";
import { cn } from "~/lib/cn";

/** How each kind of list looks: its spacing, its text and its mark. */
const looks = {
  /** Deliverables and inclusions on a light background. */
  plain: { list: "space-y-3", item: "gap-3 text-steel-600", mark: "mt-0.5 size-5 text-arc-700", Icon: CircleCheck },
  /** A claim's supporting points, in the body colour. */
  strong: { list: "space-y-3", item: "gap-3 text-navy-900", mark: "mt-0.5 size-5 text-arc-600", Icon: CircleCheck },
  /** The short features of a card. */
  compact: {
    list: "space-y-2 text-sm text-navy-900",
    item: "gap-2",
    mark: "mt-0.5 size-4 text-arc-600",
    Icon: Check,
  },
  /** Points on a navy background. */
  dark: {
    list: "space-y-4",
    item: "gap-3 text-lg leading-relaxed text-steel-100",
    mark: "mt-1 size-5 text-amber-400",
    Icon: CircleCheck,
  },
} as const;

/** A list of short statements, each marked with a check. */
export function CheckList({
  items,
  look = "plain",
  className,
}: {
  items: readonly string[];
  look?: keyof typeof looks;
  /** The list's margins in its container. */
  className?: string;
}) {
  const { list, item: itemClass, mark, Icon } = looks[look];
  return (
    <ul className={cn(list, className)}>
      {items.map((item) => (
        <li key={item} className={cn("flex", itemClass)}>
          <Icon aria-hidden="true" className={cn("shrink-0", mark)} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
