import type { APIRoute } from "astro";
import { rssXml } from "~/features/blog/rss.server";

export const GET: APIRoute = async () =>
  new Response(await rssXml("fr"), { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
