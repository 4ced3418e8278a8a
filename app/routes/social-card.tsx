import { commonDictionaries } from "~/content/locales";
import { projectsDictionaries } from "~/content/locales/projects";
import { pageIdFromPath, pageOf } from "~/content/pages";
import { filterOf } from "~/content/project-facets";
import { readPost } from "~/features/blog/posts.server";
import { listTitles } from "~/features/projects/list-titles";
import { readProject } from "~/features/projects/projects.server";
import { renderSocialCard } from "~/features/seo/social-card.server";
import { isLocale } from "~/lib/i18n";
import type { Route } from "./+types/social-card";

/**
 * `/social/<locale>/<page>.png`: each page's link-preview image, prerendered at build time
 * (see `socialCardPath` in ~/features/seo/seo). Never served dynamically: there is no runtime server.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const [locale, ...rest] = (params["*"] ?? "").replace(/\.png$/, "").split("/");
  if (!isLocale(locale)) throw new Response("Not found", { status: 404 });
  const t = commonDictionaries[locale];
  const key = rest.join("/");
  const neutral = key === "home" ? "/" : `/${key}`;
  let title: string;
  let kicker: string;
  const post = /^blog\/([a-z0-9-]+)$/.exec(key);
  const project = /^projects\/([a-z0-9-]+)$/.exec(key);
  const filter = /^projects\/([a-z-]+)\/([a-z0-9-]+)$/.exec(key);
  if (project?.[1]) {
    const found = await readProject(locale, project[1]);
    if (!found) throw new Response("Not found", { status: 404 });
    title = found.title;
    kicker = t.pages.projects.name;
  } else if (filter) {
    const chosen = filterOf(filter[1], filter[2]);
    if (!chosen) throw new Response("Not found", { status: 404 });
    title = listTitles(t, projectsDictionaries[locale], chosen).title;
    kicker = t.pages.projects.name;
  } else if (post?.[1]) {
    const found = await readPost(locale, post[1]);
    if (!found) throw new Response("Not found", { status: 404 });
    title = found.title;
    kicker = t.pages.blog.name;
  } else {
    const id = pageIdFromPath(neutral);
    title = t.pages[id].title;
    const { kind } = pageOf(id);
    kicker = kind === "service" ? t.header.services : kind === "industry" ? t.header.industries : t.brandTagline;
  }
  const png = await renderSocialCard({ title, kicker, footer: t.socialCardFooter });
  return new Response(Buffer.from(png), { headers: { "Content-Type": "image/png" } });
}
