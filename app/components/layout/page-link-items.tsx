import { Link } from "~/components/ui/link";
import { type PageId, pathOf } from "~/content/pages";
import { useCommon, useLocalize } from "~/i18n/use-locale";

/** List items of a menu, one a page: a link to it in the page's language, named by the page's short name. */
export function PageLinkItems({ pages, linkClassName }: { pages: readonly PageId[]; linkClassName: string }) {
  const t = useCommon();
  const localize = useLocalize();
  return pages.map((id) => (
    <li key={id}>
      <Link to={localize(pathOf(id))} className={linkClassName}>
        {t.pages[id].name}
      </Link>
    </li>
  ));
}
