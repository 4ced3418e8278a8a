import { FlaskConical } from "lucide-react";
import { cn } from "~/lib/cn";

/** The sentence that says a whole page or block is sample content, above that content. */
export function SampleNotice({ children, className }: { children: string; className?: string }) {
  return (
    <p
      role="note"
      className={cn(
        "flex items-start gap-3 rounded-lg border-l-4 border-amber-600 bg-amber-50 p-4 text-amber-950",
        className,
      )}
    >
      <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
