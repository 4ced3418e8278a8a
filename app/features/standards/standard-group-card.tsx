import type { LucideIcon } from "lucide-react";
import { IconTile } from "~/components/ui/icon-tile";

export interface StandardText {
  /** Designation as printed on the document, e.g. "ASME BPVC Section IX". */
  code: string;
  /** Official or usual title. */
  name: string;
  /** One sentence on what it governs and how it shows up on a job. */
  scope: string;
}

/** One group of the standards page: icon, title, summary and its four standards. */
export function StandardGroupCard({
  id,
  icon: Icon,
  title,
  summary,
  items,
}: {
  /** Prefix for the heading id that names the card. */
  id: string;
  icon: LucideIcon;
  title: string;
  summary: string;
  items: readonly StandardText[];
}) {
  const headingId = `standards-group-${id}`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col rounded-lg bg-white p-6 ring-1 ring-steel-100 sm:p-8">
      <div className="flex flex-col items-start gap-4 sm:flex-row">
        <IconTile icon={Icon} />
        <div>
          <h3 id={headingId} className="text-2xl font-bold text-navy-900">
            {title}
          </h3>
          <p className="mt-1 text-steel-600">{summary}</p>
        </div>
      </div>
      <ul className="mt-6 divide-y divide-steel-100 border-t border-steel-100">
        {items.map((item) => (
          <li key={item.code} className="py-4">
            <p className="font-semibold text-navy-900">
              <span className="text-arc-700">{item.code}</span>
              <span aria-hidden="true"> · </span>
              <span className="sr-only">: </span>
              {item.name}
            </p>
            <p className="mt-1 text-sm leading-relaxed text-steel-600">{item.scope}</p>
          </li>
        ))}
      </ul>
    </article>
  );
}
