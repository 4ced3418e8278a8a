import { company } from "~/content/company";
import { usePageCopy } from "~/i18n/page-copy";
import { useCommon } from "~/i18n/use-locale";
import { fill } from "~/lib/i18n";
import { PrintedOn } from "./printed-on";

/**
 * The letterhead of a page made to be printed: who we are and how to reach us at the top of every sheet, the
 * page's address and its dates at the foot, so that a sheet separated from the others still says where it
 * came from. Out of sight on screen; print.css fixes both parts to the page, which Chromium repeats on every
 * printed page. The day the records were selected is known at build time; the day of printing only once the
 * scripts run, on the visitor's clock.
 */
export function PrintLetterhead({
  pageUrl,
  dayText,
}: {
  /** The page's absolute address, as its canonical link names it. */
  pageUrl: string;
  /** The day the page's records are valid on, written out. */
  dayText: string;
}) {
  const t = usePageCopy("proof").letterhead;
  const { address } = useCommon();
  return (
    <div data-print-letterhead="" className="hidden print:block">
      <div data-print-top="">
        <p className="font-bold">{company.name}</p>
        <p>
          {t.phone} {company.phones.map((phone) => phone.display).join(" / ")} · {t.email} {company.email}
        </p>
        <p>{address.lines.join(", ")}</p>
      </div>
      <div data-print-bottom="">
        {/* Written out by print.css, as the pack's links are: an address is not text in the page's language. */}
        <p data-print-url={pageUrl} />
        <p>
          {fill(t.validOn, { date: dayText })}
          <PrintedOn template={t.printedOn} />
        </p>
      </div>
    </div>
  );
}
