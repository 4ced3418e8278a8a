import type { LucideIcon } from "lucide-react";
import { cn } from "~/lib/cn";

/** How each kind of badge looks. */
const looks = {
  /** Over a picture: translucent, so the picture shows through. */
  glass: "rounded-full border border-white/25 bg-navy-950/60 text-sm",
  /** On a light background: solid navy, as tall as a touch target. */
  solid: "min-h-11 rounded-md bg-navy-900 text-white",
} as const;

/** Short names shown as badges in a row that wraps (credentials, certifications), each with an icon. */
export function BadgeList({
  items,
  icon: Icon,
  look,
  label,
  className,
}: {
  items: readonly string[];
  icon: LucideIcon;
  look: keyof typeof looks;
  /** The list's accessible name, where no heading names it. */
  label?: string;
  /** The list's margins in its container. */
  className?: string;
}) {
  return (
    <ul aria-label={label} className={cn("flex flex-wrap gap-3", className)}>
      {items.map((item) => (
        <li key={item} className={cn("inline-flex items-center gap-2 px-4 py-2 font-semibold", looks[look])}>
          <Icon aria-hidden="true" className={cn("text-amber-400", look === "glass" ? "size-4" : "size-5")} />
          {item}
        </li>
      ))}
    </ul>
  );
}
