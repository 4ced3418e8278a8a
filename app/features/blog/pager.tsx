import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "~/components/ui/button";
import { fill } from "~/lib/i18n";
import { useBlog } from "./use-blog";

/** Previous / "Page X of Y" / Next; the caller shows it only when there is more than one page. */
export function Pager({
  page,
  pageCount,
  onChange,
}: {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}) {
  const t = useBlog();
  return (
    <nav aria-label={t.list.pagerLabel} className="mt-12 flex items-center justify-between gap-4 sm:justify-center">
      <Button variant="outline" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        {t.list.previous}
      </Button>
      <p className="text-sm font-semibold text-navy-900">{fill(t.list.pageOf, { page, count: pageCount })}</p>
      <Button variant="outline" disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
        {t.list.next}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
