import { ArrowRight, BookOpen, Clock } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Link } from "~/components/ui/link";
import { Picture } from "~/components/ui/picture";
import { SectionHeading } from "~/components/ui/section-heading";
import { blogImageSize } from "~/content/home";
import { pathOf } from "~/content/pages";
import { useLocale, useLocalize } from "~/i18n/use-locale";
import { formatDay } from "~/lib/dates";
import { isPlainClick } from "~/lib/plain-click";
import { useNavigate } from "~/lib/router";
import { CategoryLabel } from "./category-label";
import type { TeaserPost } from "./teaser-post";
import { useHome } from "./use-home";

// The reader's code loads the first time an article is opened, not with the page.
const PostReaderDialog = lazy(() => import("./post-reader-dialog").then((m) => ({ default: m.PostReaderDialog })));

/**
 * Blog teaser (#blog): three posts that open in the reader dialog, and a link to the blog. Each "Read Article"
 * is the article's link, which the reader takes over once the island runs: without scripts, or in a new tab,
 * it opens the article's page.
 */
export function BlogTeaserSection({ posts }: { posts: readonly TeaserPost[] }) {
  const s = useHome().blog;
  const locale = useLocale();
  const localize = useLocalize();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<TeaserPost | null>(null);
  const [readerLoaded, setReaderLoaded] = useState(false);
  const opener = useRef<HTMLAnchorElement | null>(null);

  function goToContact() {
    // A hash navigation: the browser scrolls #contact into view; focus follows for keyboard users.
    navigate({ hash: "#contact" });
    document.getElementById("contact")?.focus({ preventScroll: true });
  }

  return (
    <section id="blog" aria-labelledby="blog-title" className="bg-steel-50 py-20 sm:py-24">
      <Container>
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <SectionHeading id="blog-title" eyebrow={s.eyebrow} title={s.title}>
            <p>{s.lead}</p>
          </SectionHeading>
          <Link to={localize(pathOf("blog"))} className={buttonVariants({ variant: "outline", className: "shrink-0" })}>
            {s.viewAll}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => {
            const titleId = `post-${post.slug}-title`;
            return (
              <li key={post.slug}>
                <article
                  aria-labelledby={titleId}
                  className="flex h-full flex-col overflow-hidden rounded-lg border border-steel-100 bg-white shadow-sm"
                >
                  <Picture
                    src={post.image}
                    {...blogImageSize}
                    alt={post.imageAlt}
                    className="aspect-[40/21] w-full object-cover"
                  />
                  <div className="flex flex-1 flex-col p-6">
                    <CategoryLabel category={post.category} />
                    <h3 id={titleId} className="mt-3 text-2xl leading-tight font-bold text-navy-900">
                      {post.title}
                    </h3>
                    <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-steel-600">
                      <time dateTime={post.publishDate}>{formatDay(post.publishDate, locale)}</time>
                      <span aria-hidden="true">·</span>
                      <span className="inline-flex items-center gap-1">
                        <Clock aria-hidden="true" className="size-3.5" />
                        {post.readTime}
                      </span>
                    </p>
                    <p className="mt-3 mb-6 text-steel-600">{post.excerpt}</p>
                    {/* A plain <a>: the router's link would follow it itself before this click is seen. */}
                    <a
                      href={localize(`/blog/${post.slug}`)}
                      data-held=""
                      className={buttonVariants({ variant: "secondary", className: "mt-auto self-start" })}
                      aria-describedby={titleId}
                      onClick={(event) => {
                        if (!isPlainClick(event)) return;
                        event.preventDefault();
                        opener.current = event.currentTarget;
                        setReaderLoaded(true);
                        setSelected(post);
                      }}
                    >
                      <BookOpen aria-hidden="true" />
                      {s.readArticle}
                    </a>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </Container>
      {readerLoaded ? (
        <Suspense fallback={null}>
          <PostReaderDialog
            post={selected}
            onClose={() => setSelected(null)}
            onContact={goToContact}
            onRestoreFocus={() => opener.current?.focus()}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
