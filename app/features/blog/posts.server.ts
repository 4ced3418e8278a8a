import manifest from "virtual:photo-manifest";
import { blogDictionaries } from "~/content/locales/blog";
import { readProof } from "~/features/proof/proof.server";
import { once, sourceFilesOf } from "~/lib/content/collection-files";
import { markdownRenderer } from "~/lib/content/markdown-renderer";
import { type Locale, locales } from "~/lib/i18n";
import { lookUpPhoto } from "~/lib/photos";
import type { Post, PostSummary } from "./types";

export type { Post, PostSummary } from "./types";

// Bundled into the server build only (this is a .server module), so posts are read once, at build time.
const sources = import.meta.glob<string>("../../content/blog/*/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

/**
 * Every post, validated and rendered, per locale: on first use, which is at build time. Validation stops
 * the build on the first page that needs the blog when any post is wrong, with a message naming
 * each file and field. Loaded lazily so the production server, which imports this build to answer form
 * submissions, never loads the Markdown, YAML and schema libraries (~30 MB).
 */
async function loadPosts(): Promise<Record<Locale, Post[]>> {
  const [
    { default: Markdown },
    { authorProblems, parseCollection },
    { ContentError, missingPhoto, problem },
    { people },
  ] = await Promise.all([
    import("markdown-it"),
    import("./post-source"),
    import("~/lib/content/messages"),
    readProof(),
  ]);
  const collection = parseCollection(sourceFilesOf(sources));
  // An article is signed by someone a reader can look up: a person of the team page.
  const problems = authorProblems(
    locales.flatMap((locale) => collection[locale]),
    people.map((person) => person.slug),
  );
  const posts = Object.fromEntries(
    locales.map((locale) => {
      const markdown = markdownRenderer(Markdown, locale, blogDictionaries[locale].post.tableLabel);
      const list = collection[locale]
        .flatMap(({ fileName, frontMatter, body }): Post[] => {
          const person = people.find((p) => p.slug === frontMatter.author);
          if (!person) return [];
          const { photo, ...facts } = frontMatter;
          const found = photo ? lookUpPhoto(manifest, photo.src) : null;
          if (photo && found?.issue !== undefined)
            problems.push(problem(fileName, "photo.src", missingPhoto(photo.src)));
          return [
            {
              ...facts,
              author: `${person.name}, ${person.role[locale]}`,
              authorSlug: person.slug,
              authorSample: person.sample,
              html: markdown.render(body),
              photo: photo && found?.photo ? { photo: found.photo, alt: photo.alt, credit: photo.credit } : null,
            },
          ];
        })
        .sort((a, b) => b.publishDate.localeCompare(a.publishDate) || b.id - a.id);
      return [locale, list];
    }),
  ) as Record<Locale, Post[]>;
  if (problems.length > 0) throw new ContentError("blog", problems);
  return posts;
}
const allPosts = once(loadPosts);

/** Reads one post, or `null` when no such post exists in that locale. */
export async function readPost(locale: Locale, slug: string): Promise<Post | null> {
  return (await allPosts())[locale].find((post) => post.slug === slug) ?? null;
}

/** Every post in a locale, newest first. */
export async function listPosts(locale: Locale): Promise<Post[]> {
  return [...(await allPosts())[locale]];
}

/** Every post in a locale, newest first, without the bodies: what the list page ships to the browser. */
export async function listSummaries(locale: Locale): Promise<PostSummary[]> {
  return (await allPosts())[locale].map(
    ({ html: _html, keyTakeaways: _keyTakeaways, photo: _photo, ...summary }) => summary,
  );
}
