import { ChevronLeft, ChevronRight } from "lucide-react";
import type { MouseEvent } from "react";
import { Button } from "~/components/ui/button";
import { fill } from "~/lib/i18n";
import { type Kept, KeptFields } from "./kept-fields";
import { listParams } from "./list-query";
import { useBlog } from "./use-blog";

/**
 * Previous / "Page X of Y" / Next; the caller shows it only when there is more than one page. Its buttons
 * send a form too: without scripts, the page they name with the search and category (`kept`).
 */
export function Pager({
  page,
  pageCount,
  onChange,
  kept,
}: {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  kept: Kept;
}) {
  const t = useBlog();
  const go = (next: number) => (event: MouseEvent) => {
    event.preventDefault();
    onChange(next);
  };
  return (
    <nav aria-label={t.list.pagerLabel} className="mt-12">
      <form className="flex items-center justify-between gap-4 sm:justify-center">
        <KeptFields fields={kept} />
        <Button
          type="submit"
          name={listParams.page}
          value={page - 1}
          variant="outline"
          disabled={page <= 1}
          onClick={go(page - 1)}
        >
          <ChevronLeft aria-hidden="true" />
          {t.list.previous}
        </Button>
        <p className="text-sm font-semibold text-navy-900">{fill(t.list.pageOf, { page, count: pageCount })}</p>
        <Button
          type="submit"
          name={listParams.page}
          value={page + 1}
          variant="outline"
          disabled={page >= pageCount}
          onClick={go(page + 1)}
        >
          {t.list.next}
          <ChevronRight aria-hidden="true" />
        </Button>
      </form>
    </nav>
  );
}
