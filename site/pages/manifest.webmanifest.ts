import type { APIRoute } from "astro";
import { webManifest } from "~/features/seo/site-files.server";

export const GET: APIRoute = () =>
  new Response(webManifest(), { headers: { "Content-Type": "application/manifest+json; charset=utf-8" } });
