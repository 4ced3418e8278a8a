import { absoluteUrl } from "~/features/seo/seo";

/** /robots.txt: everything may be crawled; the sitemap lists every page. */
export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /404",
    "Disallow: /fr/404",
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
