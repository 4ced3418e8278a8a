import { common as en } from "../../../app/content/locales/en/common";
import { home as enHome } from "../../../app/content/locales/en/home";
import { common as fr } from "../../../app/content/locales/fr/common";
import { home as frHome } from "../../../app/content/locales/fr/home";
import { type PageId, pageIdOf } from "../../../app/content/pages";
import type { Locale } from "../../../app/lib/i18n";
import { postBySlug, postsOf } from "./posts";

/**
 * The heading each page should show, from the dictionaries and posts: shared by the language switch's
 * browser tests and the HTTP tests that read the same headings in the prerendered HTML.
 */

/** The dictionaries themselves: the shell's `commonDictionaries` only holds the page's language in a browser. */
export const commonDictionaries = { en, fr } as const;

/** Every post in each language, read once. */
const postsIn = { en: postsOf("en"), fr: postsOf("fr") } as const;

/** The `title` of a post's front matter in a locale. */
export const postTitle = (locale: Locale, slug: string) => postBySlug(postsIn[locale], slug).title;

/** The page's single h1, as the dictionaries and posts give it. */
export function expectedH1(locale: Locale, neutralPath: string): string {
  if (neutralPath === "/") return (locale === "en" ? enHome : frHome).hero.title;
  const post = /^\/blog\/([^/?#]+)/.exec(neutralPath);
  if (post?.[1]) return postTitle(locale, post[1]);
  const id = pageIdOf(neutralPath.replace(/[?#].*$/, "")) as PageId;
  return commonDictionaries[locale].pages[id].title;
}
