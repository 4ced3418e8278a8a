import { ArrowRight } from "lucide-react";
import { Link } from "~/components/ui/link";
import { cn } from "~/lib/cn";

/** A wrapping row of links to related pages (sectors served, other industries). */
export function LinkPills({
  links,
  tone = "light",
}: {
  /** Already-localised paths and the page names that label them. */
  links: readonly { href: string; label: string }[];
  tone?: "light" | "dark";
}) {
  return (
    <ul className="flex flex-wrap gap-3">
      {links.map((link) => (
        <li key={link.href}>
          <Link
            to={link.href}
            className={cn(
              "inline-flex min-h-11 items-center gap-2 rounded-full border-2 px-5 py-2 font-semibold transition-colors",
              tone === "dark"
                ? "border-steel-300 text-white hover:bg-white hover:text-navy-900"
                : "border-navy-900 text-navy-900 hover:bg-navy-900 hover:text-white",
            )}
          >
            {link.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
