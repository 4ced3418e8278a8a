import { ArrowLeft, CalendarDays, Clock, Mail, UserRound } from "lucide-react";
import { ArticleBody } from "~/components/blocks/article-body";
import { CheckList } from "~/components/blocks/check-list";
import { PhotoFigure } from "~/components/blocks/photo-figure";
import { PageHero } from "~/components/layout/page-hero";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Drawing } from "~/components/ui/drawing";
import { Link } from "~/components/ui/link";
import { SampleBadge } from "~/components/ui/sample-badge";
import { absoluteUrl } from "~/features/seo/seo";
import { useLocale, useLocalize } from "~/i18n/use-locale";
import { formatDay } from "~/lib/dates";
import { IslandSlot } from "~/lib/island-slots";
import { FeaturedBadge } from "./featured-badge";
import { PostPanel } from "./post-panel";
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
              {t.post.by}{" "}
              <Link
                to={`${localize("/about/team")}#${post.authorSlug}`}
                className="inline-flex min-h-6 items-center font-semibold text-white underline decoration-amber-400/60 underline-offset-4 hover:decoration-amber-400"
              >
                {post.author}
              </Link>
              {post.authorSample ? <SampleBadge label={t.post.sampleAuthor} className="ml-2 align-middle" /> : null}
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
          <IslandSlot name="share">
            <ShareButton title={post.title} text={post.excerpt} url={absoluteUrl(localize(`/blog/${post.slug}`))} />
          </IslandSlot>
        </div>
      </PageHero>

      <Container width="text" className="py-12 sm:py-16">
        {post.photo ? (
          <PhotoFigure
            photo={post.photo}
            creditLabel={t.post.photoCredit}
            sizes="(min-width: 48rem) 48rem, 100vw"
            priority
          />
        ) : (
          <Drawing
            src={post.image}
            alt={post.imageAlt}
            {...postImageSize}
            className="aspect-[1200/630] w-full rounded-lg bg-steel-100 shadow-md"
          />
        )}

        <ArticleBody html={post.html} className="mt-10" />

        <PostPanel id="post-closing" title={t.post.closingTitle} look="light">
          {t.post.closing.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg leading-relaxed text-navy-900">
              {paragraph}
            </p>
          ))}
          <Link to={localize("/#contact")} className={buttonVariants({ className: "mt-6" })}>
            <Mail aria-hidden="true" />
            {t.post.contactUs}
          </Link>
        </PostPanel>

        <PostPanel id="post-takeaways" title={t.post.keyTakeaways} look="dark">
          <CheckList items={post.keyTakeaways} look="dark" className="mt-5" />
        </PostPanel>

        <PostPanel id="post-tags" title={t.post.tags} look="plain">
          <ul className="mt-4 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-steel-100 px-3 py-1 text-sm font-semibold text-navy-900">
                {tag}
              </li>
            ))}
          </ul>
        </PostPanel>

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
