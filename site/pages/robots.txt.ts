import type { APIRoute } from "astro";
import { robotsTxt } from "~/features/seo/site-files.server";

export const GET: APIRoute = () =>
  new Response(robotsTxt(), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
