import { commonDictionaries } from "~/content/locales";
import { projectsDictionaries } from "~/content/locales/projects";
import { pageIdFromPath, pageOf } from "~/content/pages";
import { filterOf } from "~/content/project-facets";
import { readPost } from "~/features/blog/posts.server";
import { listTitles } from "~/features/projects/list-titles";
import { readProject } from "~/features/projects/projects.server";
import type { Locale } from "~/lib/i18n";
import type { CardText } from "./social-card.server";

/**
 * What the link-preview image of one page says: its own title, the site section above it, the company's line
 * below. `neutral` is the page's locale-neutral path (`/`, `/services/ndt`, `/blog/<slug>`); null when no page
 * is there.
 */
export async function socialCardText(locale: Locale, neutral: string): Promise<CardText | null> {
  const t = commonDictionaries[locale];
  const key = neutral.slice(1);
  const post = /^blog\/([a-z0-9-]+)$/.exec(key);
  const project = /^projects\/([a-z0-9-]+)$/.exec(key);
  const filter = /^projects\/([a-z-]+)\/([a-z0-9-]+)$/.exec(key);
  const footer = t.socialCardFooter;
  if (project?.[1]) {
    const found = await readProject(locale, project[1]);
    return found ? { title: found.title, kicker: t.pages.projects.name, footer } : null;
  }
  if (filter) {
    const chosen = filterOf(filter[1], filter[2]);
    if (!chosen) return null;
    return { title: listTitles(t, projectsDictionaries[locale], chosen).title, kicker: t.pages.projects.name, footer };
  }
  if (post?.[1]) {
    const found = await readPost(locale, post[1]);
    return found ? { title: found.title, kicker: t.pages.blog.name, footer } : null;
  }
  const id = pageIdFromPath(neutral);
  const { kind } = pageOf(id);
  const kicker = kind === "service" ? t.header.services : kind === "industry" ? t.header.industries : t.brandTagline;
  return { title: t.pages[id].title, kicker, footer };
}
