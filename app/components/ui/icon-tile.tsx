import type { LucideIcon } from "lucide-react";
import { cn } from "~/lib/cn";

/** How each kind of tile looks. */
const looks = {
  /** The site's usual mark: amber on navy. */
  navy: "size-12 rounded-md bg-navy-900 text-amber-400",
  /** The same, a size smaller, beside a line of contact details. */
  "navy-small": "size-11 rounded-md bg-navy-900 text-amber-400",
  /** A round orange mark, for a list of reasons. */
  round: "size-12 rounded-full bg-arc-600 text-white",
  /** A light tint, on a white card. */
  tint: "size-11 rounded-md bg-arc-600/10 text-arc-700",
} as const;

/** A decorative icon on a coloured tile, at the head of a card or a list item. */
export function IconTile({
  icon: Icon,
  look = "navy",
  className,
}: {
  icon: LucideIcon;
  look?: keyof typeof looks;
  className?: string;
}) {
  return (
    <span className={cn("inline-flex shrink-0 items-center justify-center", looks[look], className)}>
      <Icon aria-hidden="true" className={look === "navy-small" ? "size-5" : "size-6"} />
    </span>
  );
}
