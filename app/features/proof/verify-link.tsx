import { ExternalLink as ExternalLinkIcon } from "lucide-react";
import { cn } from "~/lib/cn";

/**
 * A link to the body that can confirm a record, opening in a new tab. Its accessible name is one sentence
 * from the dictionary that starts with the visible words and says what is checked, where, and that a tab
 * opens; `ExternalLink` would add its own new-tab notice to that sentence, hence a plain link here.
 */
export function VerifyLink({
  href,
  text,
  label,
  className,
}: {
  href: string;
  /** The visible words ("Verify"). */
  text: string;
  /** The full accessible name, beginning with `text`. */
  label: string;
  className?: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      className={cn(
        "inline-flex min-h-6 items-center gap-1 font-semibold text-arc-700 underline underline-offset-2 hover:text-arc-600",
        className,
      )}
    >
      {text}
      <ExternalLinkIcon aria-hidden="true" className="size-3.5 shrink-0" />
    </a>
  );
}
