import { Link } from "~/components/ui/link";
import { company } from "~/content/company";
import { useCommon, useLocalize } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";

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
      <img src="/images/logo-mark.svg" alt="" width={40} height={40} className="size-10" />
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
