import { ExternalLink as ArticleIcon, Mail } from "lucide-react";
import { useRef } from "react";
import { ArticleBody } from "~/components/blocks/article-body";
import { Button, buttonVariants } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { Link } from "~/components/ui/link";
import { blogPostRoute } from "~/content/pages";
import { useLocale, useLocalize } from "~/i18n/use-locale";
import { formatDay } from "~/lib/dates";
import { generatePath } from "~/lib/router";
import { CategoryLabel } from "./category-label";
import { demoteHeadings, type TeaserPost } from "./teaser-post";
import { useArticle } from "./use-article";
import { useHome } from "./use-home";

/**
 * The blog post reader: category, title, date, author, read time, excerpt and the
 * article. "Get In Touch" closes it and takes the visitor to the contact section; any close clears
 * the selection (the parent sets `post` to null). The article's body is loaded when the reader opens
 * (a few KB, `useArticle`), so the home page does not carry three articles.
 */
export function PostReaderDialog({
  post,
  onClose,
  onContact,
  onRestoreFocus,
}: {
  post: TeaserPost | null;
  onClose: () => void;
  /** Called once the dialog has closed after "Get In Touch". */
  onContact: () => void;
  /** Called once the dialog has closed any other way: focus goes back to the card that opened it. */
  onRestoreFocus: () => void;
}) {
  const s = useHome().blog;
  const locale = useLocale();
  const localize = useLocalize();
  const contactRequested = useRef(false);
  const href = post ? localize(generatePath(blogPostRoute.path, { slug: post.slug })) : null;
  const article = useArticle(href);
  const body = post && article?.slug === post.slug ? article.html : null;
  return (
    <Dialog open={post !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {post ? (
        <DialogContent
          closeLabel={s.reader.close}
          className="max-w-3xl p-6 sm:p-8"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (contactRequested.current) {
              contactRequested.current = false;
              onContact();
            } else {
              onRestoreFocus();
            }
          }}
        >
          <article>
            <CategoryLabel category={post.category} />
            <DialogTitle className="mt-3 pr-10 text-3xl leading-tight font-bold text-navy-900 sm:text-4xl">
              {post.title}
            </DialogTitle>
            <p className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-sm text-steel-600">
              <time dateTime={post.publishDate}>{formatDay(post.publishDate, locale)}</time>
              <span aria-hidden="true">·</span>
              <span>
                {s.by} {post.author}
              </span>
              <span aria-hidden="true">·</span>
              <span>{post.readTime}</span>
            </p>
            <DialogDescription className="mt-5 border-l-4 border-arc-600 pl-4 text-lg text-steel-600">
              {post.excerpt}
            </DialogDescription>
            {body ? (
              <ArticleBody html={demoteHeadings(body)} className="mt-6" />
            ) : (
              <p role="status" className="mt-6 text-steel-600">
                {s.reader.loading}
              </p>
            )}
          </article>
          <div className="mt-10 rounded-lg bg-steel-50 p-6">
            <p className="font-semibold text-navy-900">{s.reader.contact}</p>
            <div className="mt-4 flex flex-col gap-3 sm:flex-row">
              <Button
                onClick={() => {
                  contactRequested.current = true;
                  onClose();
                }}
              >
                <Mail aria-hidden="true" />
                {s.reader.getInTouch}
              </Button>
              <Link to={href ?? localize("/blog")} className={buttonVariants({ variant: "ghost" })} onClick={onClose}>
                <ArticleIcon aria-hidden="true" />
                {s.reader.fullArticle}
              </Link>
            </div>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
