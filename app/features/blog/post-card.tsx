import { CalendarDays, Clock } from "lucide-react";
import { Link } from "~/components/ui/link";
import { Picture } from "~/components/ui/picture";
import { useLocale, useLocalize } from "~/i18n/use-locale";
import { formatDay } from "~/lib/dates";
import { FeaturedBadge } from "./featured-badge";
import { type PostSummary, postImageSize } from "./types";
import { useBlog } from "./use-blog";

/** A post in the blog list: the whole card opens the article through its title link. */
export function PostCard({ post }: { post: PostSummary }) {
  const t = useBlog();
  const locale = useLocale();
  const localize = useLocalize();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-steel-100 transition-shadow focus-within:ring-2 focus-within:ring-arc-500 hover:shadow-lg">
      <Picture
        src={post.image}
        alt={post.imageAlt}
        {...postImageSize}
        className="aspect-[1200/630] w-full bg-steel-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm font-semibold tracking-wider text-arc-700 uppercase">{t.categories[post.category]}</p>
          {post.featured ? <FeaturedBadge /> : null}
        </div>
        <h3 className="mt-3 text-2xl leading-tight font-bold text-navy-900">
          <Link
            to={localize(`/blog/${post.slug}`)}
            className="after:absolute after:inset-0 group-hover:text-arc-700 focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </h3>
        <p className="mt-3 flex-1 text-steel-600">{post.excerpt}</p>
        <div className="mt-5 border-t border-steel-100 pt-4 text-sm text-steel-600">
          <p className="font-semibold text-navy-900">
            {t.post.by} {post.author}
          </p>
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-arc-700" />
              <span className="sr-only">{t.post.published} </span>
              <time dateTime={post.publishDate}>{formatDay(post.publishDate, locale)}</time>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4 shrink-0 text-arc-700" />
              <span className="sr-only">{t.post.readTime}: </span>
              {post.readTime}
            </span>
          </p>
        </div>
      </div>
    </article>
  );
}
