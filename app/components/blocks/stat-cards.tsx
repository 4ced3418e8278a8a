import { cn } from "~/lib/cn";

/** Key figures ("500+ Projects completed") as a description list, value shown first and large. */
export function StatCards({
  label,
  stats,
  tone = "light",
  labelLevel = 3,
  className,
}: {
  /** Names the figures for screen readers (a visually hidden heading). */
  label: string;
  /** The hidden heading's level: 2 where the figures open a page's content, 3 inside a section. */
  labelLevel?: 2 | 3;
  stats: readonly { value: string; label: string }[];
  tone?: "light" | "dark";
  className?: string;
}) {
  const Label = `h${labelLevel}` as const;
  return (
    <div className={className}>
      <Label className="sr-only">{label}</Label>
      <dl className={cn("grid gap-4", stats.length === 3 ? "grid-cols-2 sm:grid-cols-3" : "grid-cols-2")}>
        {stats.map((stat) => (
          <div
            key={stat.label}
            className={cn(
              "flex flex-col-reverse rounded-lg border-l-4 border-arc-600 p-4",
              tone === "dark" ? "bg-navy-800" : "bg-steel-50",
            )}
          >
            <dt className={cn("mt-1 text-sm", tone === "dark" ? "text-steel-100" : "text-steel-600")}>{stat.label}</dt>
            <dd
              className={cn(
                "font-display text-3xl font-bold whitespace-nowrap sm:text-4xl",
                tone === "dark" ? "text-amber-400" : "text-navy-900",
              )}
            >
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
