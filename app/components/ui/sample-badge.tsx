import { FlaskConical } from "lucide-react";
import { cn } from "~/lib/cn";

/** Marks sample content (a case study, a person, a record) in words as well as colour, so it is never read as fact. */
export function SampleBadge({ label, className }: { label: string; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full border border-amber-700 bg-amber-50 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-amber-900 uppercase",
        className,
      )}
    >
      <FlaskConical aria-hidden="true" className="size-3.5" />
      {label}
    </span>
  );
}
