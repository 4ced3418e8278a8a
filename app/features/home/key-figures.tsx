import { cn } from "~/lib/cn";

/** Figures such as "15+ Years of experience": the value large, its meaning beneath, as a description list. */
export function KeyFigures({
  stats,
  className,
}: {
  stats: readonly { value: string; label: string }[];
  className?: string;
}) {
  return (
    <dl className={cn("grid gap-6", className)}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse justify-end gap-1">
          <dt className="text-sm text-steel-100">{stat.label}</dt>
          <dd className="font-display text-3xl font-bold text-amber-400 sm:text-5xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
