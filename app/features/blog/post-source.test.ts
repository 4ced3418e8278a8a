import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { lineOf } from "~/lib/content/messages";
import {
  authorProblems,
  BlogContentError,
  checkPost,
  parseCollection,
  parsePost,
  type SourceFile,
} from "./post-source";

const valid = {
  id: 1,
  slug: "weld-repair",
  title: "Weld Repair Procedures",
  excerpt: "When a girth weld fails NDT: excavation, re-welding and re-inspection.",
  date: "March 3, 2026",
  publishDate: "2026-03-03",
  author: "test-author",
  readTime: "4 min read",
  category: "quality-control",
  featured: false,
  image: "/images/blog-weld-repair.svg",
  imageAlt: "A welder grinding out a defect",
  tags: ["Repair", "API 1104"],
  keyTakeaways: ["Qualify the repair procedure before using it."],
};

type FrontMatter = Record<string, unknown>;

function source(frontMatter: FrontMatter = valid, body = "## Why repairs matter\n\nText.\n") {
  return `---\n${stringify(frontMatter)}---\n\n${body}`;
}

function without(field: string): FrontMatter {
  const copy: FrontMatter = { ...valid };
  delete copy[field];
  return copy;
}

const file = (locale: string, slug: string, frontMatter: FrontMatter = { ...valid, slug }): SourceFile => ({
  fileName: `app/content/blog/${locale}/${slug}.md`,
  source: source(frontMatter),
});

/** The message `parsePost` throws for one file. */
function failure(frontMatter: FrontMatter, body?: string, fileName = "app/content/blog/en/weld-repair.md"): string {
  try {
    parsePost(fileName, source(frontMatter, body));
  } catch (error) {
    expect(error).toBeInstanceOf(BlogContentError);
    return (error as Error).message;
  }
  throw new Error("expected the post to be rejected");
}

/** The message `parseCollection` throws. */
function collectionFailure(files: SourceFile[]): string {
  try {
    parseCollection(files);
  } catch (error) {
    expect(error).toBeInstanceOf(BlogContentError);
    return (error as Error).message;
  }
  throw new Error("expected the collection to be rejected");
}

const en = "app/content/blog/en/weld-repair.md";

describe("parsePost", () => {
  it("accepts a complete post and keeps its body", () => {
    const post = parsePost(en, source());
    expect(post.locale).toBe("en");
    expect(post.frontMatter).toEqual(valid);
    expect(post.body).toContain("## Why repairs matter");
  });

  it.each(Object.keys(valid))("names the file and the missing field %s", (field) => {
    expect(failure(without(field))).toContain(`${en}: ${field}: is missing`);
  });

  it("rejects a publish date that is not an ISO date, naming file and field", () => {
    expect(failure({ ...valid, publishDate: "03/03/2026" })).toContain(
      `${en}: publishDate: must be an ISO date (YYYY-MM-DD), got "03/03/2026"`,
    );
    expect(failure({ ...valid, publishDate: "2026-02-30" })).toContain(`${en}: publishDate:`);
  });

  it("rejects an empty display date", () => {
    expect(failure({ ...valid, date: "  " })).toContain(`${en}: date: must not be empty`);
  });

  it("rejects an unknown category and lists the allowed ones", () => {
    expect(failure({ ...valid, category: "welding" })).toContain(
      `${en}: category: must be one of technology, safety, quality-control, got "welding"`,
    );
  });

  it("rejects a slug that does not match the file name", () => {
    expect(failure({ ...valid, slug: "weld-repairs" })).toContain(
      `${en}: slug: must match the file name "weld-repair", got "weld-repairs"`,
    );
  });

  it("rejects wrong types, naming the field", () => {
    const message = failure({ ...valid, id: "one", featured: "yes", tags: "Repair" });
    expect(message).toContain(`${en}: id: must be a whole number, got "one"`);
    expect(message).toContain(`${en}: featured: must be true or false, got "yes"`);
    expect(message).toContain(`${en}: tags: must be a list of text, got "Repair"`);
  });

  it("names the position of a bad item in a list", () => {
    expect(failure({ ...valid, keyTakeaways: ["Fine.", ""] })).toContain(`${en}: keyTakeaways.1: must not be empty`);
    expect(failure({ ...valid, tags: [] })).toContain(`${en}: tags: must list at least one item`);
  });

  it("rejects unknown fields, so a misspelt one is not silently ignored", () => {
    expect(failure({ ...valid, publishdate: "2026-03-03" })).toContain(`${en}: publishdate: is not a known field`);
  });

  it("takes an optional lead photo with its alt text and credit, and names what is wrong with one", () => {
    const photo = { src: "uploads/girth-weld-paut.jpg", alt: "A PAUT probe on a girth weld", credit: "Our team" };
    expect(parsePost("en/weld-repair.md", source({ ...valid, photo })).frontMatter.photo).toEqual(photo);
    expect(
      checkPost("en/weld-repair.md", source({ ...valid, photo: { ...photo, alt: "" } })).problems.map(lineOf),
    ).toEqual(["en/weld-repair.md: photo.alt: must not be empty"]);
    const issues = checkPost(
      "en/weld-repair.md",
      source({ ...valid, photo: { src: "Uploads/Weld.JPG" } }),
    ).problems.map(lineOf);
    expect(issues).toContainEqual(
      expect.stringMatching(/^en\/weld-repair\.md: photo\.src: must be a path inside app\/content\/photos/),
    );
    expect(issues).toContain("en/weld-repair.md: photo.alt: is missing");
  });

  it("rejects an image outside /images/", () => {
    expect(failure({ ...valid, image: "https://example.com/a.png" })).toContain(`${en}: image:`);
  });

  it("rejects a file without front matter or with broken YAML", () => {
    expect(() => parsePost(en, "# Title\n\nNo front matter.")).toThrow(`${en}: front matter: missing`);
    expect(() => parsePost(en, "---\ntitle: [unclosed\n---\n\nBody")).toThrow(`${en}: front matter: is not valid YAML`);
  });

  it("rejects an empty body or a level-1 heading in it", () => {
    expect(failure(valid, "\n  \n")).toContain(`${en}: body: is empty`);
    expect(failure(valid, "# Another title\n\nText.")).toContain(`${en}: body: must not contain a level-1 heading`);
  });

  it("rejects a file outside a locale folder", () => {
    expect(() => parsePost("app/content/blog/de/weld-repair.md", source())).toThrow(
      "app/content/blog/de/weld-repair.md: file: must be at app/content/blog/<en|fr>/<slug>.md",
    );
  });

  it("reports every problem of a file at once", () => {
    const { post, problems } = checkPost(en, source({ ...without("title"), category: "x", publishDate: "soon" }));
    expect(post).toBeNull();
    expect(problems).toHaveLength(3);
  });
});

describe("parseCollection", () => {
  const pair = (slug: string, id: number) => [
    file("en", slug, { ...valid, slug, id }),
    file("fr", slug, { ...valid, slug, id }),
  ];

  it("groups valid posts by locale", () => {
    const posts = parseCollection([...pair("a-post", 1), ...pair("b-post", 2)]);
    expect(posts.en.map((p) => p.frontMatter.slug)).toEqual(["a-post", "b-post"]);
    expect(posts.fr).toHaveLength(2);
  });

  it("rejects two posts with the same id in a locale", () => {
    const files = [...pair("a-post", 1), ...pair("b-post", 1)];
    const message = collectionFailure(files);
    expect(message).toContain("app/content/blog/en/b-post.md: id: 1 is already used by app/content/blog/en/a-post.md");
    expect(message).toContain("app/content/blog/fr/b-post.md: id: 1 is already used by app/content/blog/fr/a-post.md");
  });

  it("rejects two files declaring the same slug in a locale", () => {
    // A copy under another name fails the file-name rule; the same file listed twice fails the uniqueness rule.
    const copy = {
      fileName: "app/content/blog/en/a-post-copy.md",
      source: source({ ...valid, slug: "a-post", id: 2 }),
    };
    expect(collectionFailure([...pair("a-post", 1), copy])).toContain(
      'app/content/blog/en/a-post-copy.md: slug: must match the file name "a-post-copy", got "a-post"',
    );
    const twice = pair("a-post", 1);
    expect(collectionFailure([...twice, ...twice])).toContain(
      'app/content/blog/en/a-post.md: slug: "a-post" is already used by app/content/blog/en/a-post.md',
    );
  });

  it("rejects English and French sets of slugs that differ, naming the missing file", () => {
    const message = collectionFailure([
      ...pair("a-post", 1),
      file("en", "b-post", { ...valid, slug: "b-post", id: 2 }),
    ]);
    expect(message).toContain("app/content/blog/fr/b-post.md: file: is missing");
    const extra = collectionFailure([...pair("a-post", 1), file("fr", "c-post", { ...valid, slug: "c-post", id: 3 })]);
    expect(extra).toContain('app/content/blog/fr/c-post.md: slug: "c-post" has no en original');
  });

  it("rejects a translation whose shared fields differ from the English post", () => {
    const message = collectionFailure([
      file("en", "a-post", { ...valid, slug: "a-post" }),
      file("fr", "a-post", { ...valid, slug: "a-post", category: "safety", publishDate: "2026-03-04" }),
    ]);
    expect(message).toContain(
      'app/content/blog/fr/a-post.md: category: "safety" differs from "quality-control" in app/content/blog/en/a-post.md',
    );
    expect(message).toContain("app/content/blog/fr/a-post.md: publishDate:");
  });

  it("lists the problems of every file in one error", () => {
    const error = (() => {
      try {
        parseCollection([file("en", "a-post", without("author")), file("fr", "a-post", without("excerpt"))]);
      } catch (e) {
        return e as BlogContentError;
      }
    })();
    expect([...(error?.issues ?? [])].sort()).toEqual(
      [
        'app/content/blog/en/a-post.md: slug: must match the file name "a-post", got "weld-repair"',
        "app/content/blog/en/a-post.md: author: is missing",
        'app/content/blog/fr/a-post.md: slug: must match the file name "a-post", got "weld-repair"',
        "app/content/blog/fr/a-post.md: excerpt: is missing",
      ].sort(),
    );
  });

  it("accepts the repository's own posts", () => {
    const root = join(import.meta.dirname, "../../content/blog");
    const files = readdirSync(root).flatMap((locale) =>
      readdirSync(join(root, locale)).map((name) => ({
        fileName: `app/content/blog/${locale}/${name}`,
        source: readFileSync(join(root, locale, name), "utf8"),
      })),
    );
    const posts = parseCollection(files);
    expect(posts.en.length).toBeGreaterThan(0);
    expect(posts.fr.length).toBe(posts.en.length);
  });
});

/** A new post as the editor saves it: the lead photograph's fields written empty because nobody chose one. */
const fromEditor = (locale: "en" | "fr", photo = "photo:\n  src: ''\n  alt: ''\n  credit: ''\n") => ({
  fileName: `app/content/blog/${locale}/new-post.md`,
  source: `---
id: 9
slug: new-post
title: ${locale === "en" ? "A new post" : "Un nouvel article"}
excerpt: An excerpt.
date: 3 March 2026
publishDate: 2026-03-03
author: estelle-ngo-bilong
readTime: 4 min read
category: safety
featured: false
image: /images/blog-new-post.svg
imageAlt: An illustration
tags:
  - Safety
keyTakeaways:
  - One thing to remember.
${photo}---

## A section

Text.
`,
});

describe("posts as the editor writes them", () => {
  it("accepts a post whose lead photograph was never chosen, or removed with its alt text still there", () => {
    const posts = parseCollection([fromEditor("en"), fromEditor("fr", "photo:\n  src: ''\n  alt: A weld\n")]);
    expect(posts.en[0]?.frontMatter.photo).toBeUndefined();
    expect(posts.fr[0]?.frontMatter.photo).toBeUndefined();
    expect(parseCollection([fromEditor("en", "photo: null\n"), fromEditor("fr", "")]).fr).toHaveLength(1);
  });

  it("names an author who is not on the team, in both languages", () => {
    const posts = parseCollection([fromEditor("en"), fromEditor("fr")]);
    const [problem] = authorProblems(posts.en, ["serge-tchoumi"]);
    expect(problem && lineOf(problem)).toBe(
      'app/content/blog/en/new-post.md: author: "estelle-ngo-bilong" is not a person of app/content/people/: write the slug of someone in People and certificates, e.g. estelle-ngo-bilong',
    );
    expect(problem?.message.fr).toMatch(/^"estelle-ngo-bilong" n'est pas une personne de app\/content\/people\//);
    expect(authorProblems(posts.en, ["estelle-ngo-bilong"])).toEqual([]);
  });
});
