import { ExternalLink } from "~/components/ui/external-link";
import { IconTile } from "~/components/ui/icon-tile";
import { useCommon } from "~/i18n/use-locale";
import { contactInfoItems, firstLineKind } from "./contact-items";
import { useHome } from "./use-home";

// Padded to a 36 px tall target (WCAG 2.5.8): the link is the whole line, not a word in a sentence.
const lineLink =
  "inline-block py-2 font-semibold text-navy-900 underline decoration-arc-600 underline-offset-4 hover:text-arc-700";

/** The Contact Information panel: icon, title and lines per item; the first line links when it can. */
export function ContactInfo() {
  const t = useCommon();
  const copy = useHome().contact;
  return (
    <div className="rounded-lg bg-white p-4 shadow-sm sm:p-8">
      <h3 className="text-2xl font-bold text-navy-900">{copy.infoTitle}</h3>
      <ul className="mt-6 space-y-6">
        {contactInfoItems(t, copy).map(({ key, icon: Icon, title, content, href }) => {
          const [first = "", ...rest] = content;
          const kind = firstLineKind(href);
          return (
            <li key={key} className="flex gap-4">
              <IconTile icon={Icon} look="navy-small" />
              <div className="min-w-0">
                <h4 className="font-semibold text-steel-600">{title}</h4>
                <p className="break-words">
                  {kind === "external" ? (
                    <ExternalLink href={href} className={lineLink}>
                      {first}
                    </ExternalLink>
                  ) : kind === "link" ? (
                    <a href={href} className={lineLink}>
                      {first}
                    </a>
                  ) : (
                    <span className="font-semibold text-navy-900">{first}</span>
                  )}
                </p>
                {rest.map((line) => (
                  <p key={line} className="text-navy-900">
                    {line}
                  </p>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
