import { useEffect, useState } from "react";

/** What the reader shows of an article: its body's HTML. */
export interface ReaderArticle {
  slug: string;
  html: string;
}

/**
 * The article at `href` (its page's address) for the reader, fetched when the reader opens it from the
 * small JSON file the build writes beside the page (`<href>.json`). `null` while it loads, and if it
 * cannot be had: the reader then keeps saying it is loading, and its link to the full article still serves.
 */
export function useArticle(href: string | null): ReaderArticle | null {
  const [article, setArticle] = useState<{ href: string; article: ReaderArticle } | null>(null);
  useEffect(() => {
    if (!href) return;
    const controller = new AbortController();
    fetch(`${href}.json`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<ReaderArticle>) : null))
      .then((loaded) => {
        if (loaded) setArticle({ href, article: loaded });
      })
      .catch(() => {});
    return () => controller.abort();
  }, [href]);
  return article && article.href === href ? article.article : null;
}
