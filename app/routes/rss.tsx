import { company } from "~/content/company";
import { commonDictionaries } from "~/content/locales";
import { blogDictionaries } from "~/content/locales/blog";
import { listPosts } from "~/features/blog/posts.server";
import { absoluteUrl } from "~/features/seo/seo";
import { localeFromPath, localizePath } from "~/lib/i18n";
import type { Route } from "./+types/rss";

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);

/** RSS 2.0 feed of the blog in the feed's language, prerendered to /rss.xml and /fr/rss.xml. */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const blog = commonDictionaries[locale].pages.blog;
  const categoryLabels = blogDictionaries[locale].categories;
  const items = (await listPosts(locale))
    .map((post) => {
      const url = absoluteUrl(localizePath(`/blog/${post.slug}`, locale));
      return `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${url}</link>
      <guid isPermaLink="true">${url}</guid>
      <description>${escapeXml(post.excerpt)}</description>
      <category>${escapeXml(categoryLabels[post.category])}</category>
      <pubDate>${new Date(`${post.publishDate}T08:00:00Z`).toUTCString()}</pubDate>
    </item>`;
    })
    .join("\n");
  const feedUrl = absoluteUrl(localizePath("/rss.xml", locale));
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${blog.title} | ${company.name}`)}</title>
    <link>${absoluteUrl(localizePath("/blog", locale))}</link>
    <description>${escapeXml(blog.description)}</description>
    <language>${locale}</language>
    <atom:link href="${feedUrl}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
