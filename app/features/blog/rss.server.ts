import { company } from "~/content/company";
import { commonDictionaries } from "~/content/locales";
import { blogDictionaries } from "~/content/locales/blog";
import { absoluteUrl } from "~/features/seo/seo";
import { type Locale, localizePath } from "~/lib/i18n";
import { listPosts } from "./posts.server";

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);

/** The blog's RSS 2.0 feed in one language, written at build time to /rss.xml and /fr/rss.xml. */
export async function rssXml(locale: Locale): Promise<string> {
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
  return `<?xml version="1.0" encoding="UTF-8"?>
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
}
