import { Link } from "~/components/ui/link";
import { company } from "~/content/company";
import { useCommon, useLocalize } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { inlineSvg } from "~/lib/inline-svg";
import logoMarkFile from "../../../public/images/logo-mark.svg?raw";

/**
 * The mark inline, from the file the favicon, the feeds and the structured data link to: an `<img>` of an
 * SVG is a document of its own, loaded and laid out apart from the page (decision 0031, "Drawings inline").
 */
const logoMark = inlineSvg(logoMarkFile, "logo-mark");

/** The brand, light on the header's and the footer's dark bands: mark and name, linking home. */
export function Logo({
  className,
  taglineClassName,
}: {
  className?: string;
  /** Where the tagline must give way (the header's narrowest phones and its desktop menu). */
  taglineClassName?: string;
}) {
  const t = useCommon();
  const localize = useLocalize();
  return (
    <Link to={localize("/")} className={cn("flex min-h-11 items-center gap-2.5 text-white", className)}>
      {logoMark ? (
        <svg
          viewBox={logoMark.viewBox}
          width={40}
          height={40}
          aria-hidden="true"
          className="size-10 shrink-0"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own mark, bundled at build time.
          dangerouslySetInnerHTML={{ __html: logoMark.markup }}
        />
      ) : null}
      <span className="flex flex-col leading-none">
        <span className="font-display text-xl font-bold tracking-wide whitespace-nowrap uppercase">
          {company.shortName}
        </span>
        <span className={cn("text-xs font-semibold text-steel-100", taglineClassName)}>{t.brandTagline}</span>
        <span className="sr-only">, {t.homeLink}</span>
      </span>
    </Link>
  );
}
