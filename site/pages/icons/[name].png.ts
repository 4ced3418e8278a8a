/** The PNG icons of the manifest and the page heads, drawn from the logo mark at build time. */
import type { APIRoute, GetStaticPaths } from "astro";
import { type IconName, iconPng, icons } from "~/features/seo/site-files.server";

export const getStaticPaths = (() => Object.keys(icons).map((name) => ({ params: { name } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) =>
  new Response(Buffer.from(await iconPng(params.name as IconName)), { headers: { "Content-Type": "image/png" } });
