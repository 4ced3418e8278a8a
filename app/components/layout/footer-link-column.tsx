import { Link } from "~/components/ui/link";

/** The footer's headings: its columns' and the contact block's. */
export const footerHeading = "font-display text-xl font-bold tracking-wide text-white uppercase";
/** The footer's links, at least 32 px tall so a thumb finds them. */
export const footerLink = "inline-flex min-h-8 items-center text-steel-100 hover:text-white hover:underline";

/** One column of the footer's links: a navigation landmark named by its heading. */
export function FooterLinkColumn({
  id,
  title,
  links,
}: {
  /** Id of the heading, which names the landmark. */
  id: string;
  title: string;
  links: readonly { key: string; href: string; label: string }[];
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={footerHeading}>
        {title}
      </h2>
      <ul className="mt-4 space-y-1.5 text-sm">
        {links.map((l) => (
          <li key={l.key}>
            <Link to={l.href} className={footerLink}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
