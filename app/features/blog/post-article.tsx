import { ArrowLeft, CalendarDays, CheckCircle2, Clock, Mail, UserRound } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Picture } from "~/components/ui/picture";
import { useLocale, useLocalize } from "~/i18n/use-locale";
import { formatDay } from "~/lib/dates";
import { ArticleBody } from "./article-body";
import { FeaturedBadge } from "./featured-badge";
import { ShareButton } from "./share-button";
import { type Post, postImageSize } from "./types";
import { useBlog } from "./use-blog";

/**
 * The article page: header in the hero band, the illustration, the body, the closing invitation every
 * article ends with, the Key Takeaways, the tags and the way back to the list.
 */
export function PostArticle({ post }: { post: Post }) {
  const t = useBlog();
  const locale = useLocale();
  const localize = useLocalize();
  return (
    <article>
      <PageHero title={post.title} eyebrow={t.categories[post.category]}>
        {post.featured ? <FeaturedBadge className="mb-4" /> : null}
        <p>{post.excerpt}</p>
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-base text-steel-100">
          <li className="inline-flex items-start gap-2">
            <UserRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-400" />
            <span>
              {t.post.by} <span className="font-semibold text-white">{post.author}</span>
            </span>
          </li>
          <li className="inline-flex items-start gap-2">
            <CalendarDays aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-400" />
            <span>
              <span className="sr-only">{t.post.published} </span>
              <time dateTime={post.publishDate}>{formatDay(post.publishDate, locale)}</time>
            </span>
          </li>
          <li className="inline-flex items-start gap-2">
            <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-400" />
            <span>
              <span className="sr-only">{t.post.readTime}: </span>
              {post.readTime}
            </span>
          </li>
        </ul>
        <div className="mt-8">
          <ShareButton title={post.title} text={post.excerpt} />
        </div>
      </PageHero>

      <Container width="text" className="py-12 sm:py-16">
        <Picture
          src={post.image}
          alt={post.imageAlt}
          {...postImageSize}
          priority
          className="aspect-[1200/630] w-full rounded-lg bg-steel-100 object-cover shadow-md"
        />

        <ArticleBody html={post.html} className="mt-10" />

        <section
          aria-labelledby="post-closing"
          className="mt-12 rounded-lg bg-steel-50 p-6 ring-1 ring-steel-100 sm:p-8"
        >
          <h2 id="post-closing" className="text-2xl font-bold text-navy-900">
            {t.post.closingTitle}
          </h2>
          {t.post.closing.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg leading-relaxed text-navy-900">
              {paragraph}
            </p>
          ))}
          <Link to={localize("/#contact")} className={buttonVariants({ className: "mt-6" })}>
            <Mail aria-hidden="true" />
            {t.post.contactUs}
          </Link>
        </section>

        <section
          aria-labelledby="post-takeaways"
          className="mt-12 rounded-lg border-l-4 border-arc-600 bg-navy-900 p-6 text-white sm:p-8"
        >
          <h2 id="post-takeaways" className="text-2xl font-bold">
            {t.post.keyTakeaways}
          </h2>
          <ul className="mt-5 space-y-4">
            {post.keyTakeaways.map((point) => (
              <li key={point} className="flex gap-3 text-lg leading-relaxed text-steel-100">
                <CheckCircle2 aria-hidden="true" className="mt-1 size-5 shrink-0 text-amber-400" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="post-tags" className="mt-12">
          <h2 id="post-tags" className="text-xl font-bold text-navy-900">
            {t.post.tags}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-steel-100 px-3 py-1 text-sm font-semibold text-navy-900">
                {tag}
              </li>
            ))}
          </ul>
        </section>

        <div className="mt-12 border-t border-steel-100 pt-8">
          <Link to={localize("/blog")} className={buttonVariants({ variant: "outline" })}>
            <ArrowLeft aria-hidden="true" />
            {t.post.backToBlog}
          </Link>
        </div>
      </Container>
    </article>
  );
}
