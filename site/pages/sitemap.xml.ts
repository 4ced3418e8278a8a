import type { APIRoute } from "astro";
import { sitemapXml } from "~/features/seo/site-files.server";

export const GET: APIRoute = async () =>
  new Response(await sitemapXml(), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
