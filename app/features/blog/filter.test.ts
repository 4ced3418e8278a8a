import { describe, expect, it } from "vitest";
import { type Filterable, filterPosts, pageSize, paginate } from "./filter";
import { type Category, categories } from "./types";

interface TestPost extends Filterable {
  id: number;
}

/** `count` posts cycling through the categories; post 7 carries a mixed-case tag no title or excerpt has. */
function makePosts(count: number): TestPost[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    title: `Inspection note ${i + 1}`,
    excerpt: `Field report number ${i + 1} from the Douala yard.`,
    tags: i === 6 ? ["PAUT", "Phased Array"] : ["General"],
    category: categories[i % categories.length] as Category,
  }));
}

const all = { query: "", category: null } as const;

describe("filterPosts", () => {
  it.each([0, 1, 9, 10, 25])("returns all %i posts when the search is empty and the category is All", (count) => {
    expect(filterPosts(makePosts(count), all)).toHaveLength(count);
  });

  it("matches the title, ignoring case", () => {
    const found = filterPosts(makePosts(25), { query: "INSPECTION NOTE 12", category: null });
    expect(found.map((p) => p.id)).toEqual([12]);
  });

  it("matches the excerpt", () => {
    expect(filterPosts(makePosts(10), { query: "report number 3 ", category: null }).map((p) => p.id)).toEqual([3]);
  });

  it("matches any tag case-insensitively, even when neither title nor excerpt contains the text", () => {
    const posts = makePosts(10);
    expect(filterPosts(posts, { query: "paut", category: null }).map((p) => p.id)).toEqual([7]);
    expect(filterPosts(posts, { query: "phased ARRAY", category: null }).map((p) => p.id)).toEqual([7]);
    expect(filterPosts(posts, { query: "ased arr", category: null }).map((p) => p.id)).toEqual([7]);
  });

  it("keeps only the chosen category", () => {
    const found = filterPosts(makePosts(25), { query: "", category: "safety" });
    expect(found).toHaveLength(8);
    expect(found.every((p) => p.category === "safety")).toBe(true);
  });

  it("combines the search and the category with AND", () => {
    const posts = makePosts(10);
    // Post 7 is "technology" (index 6 % 3 === 0).
    expect(filterPosts(posts, { query: "paut", category: "technology" }).map((p) => p.id)).toEqual([7]);
    expect(filterPosts(posts, { query: "paut", category: "safety" })).toEqual([]);
  });

  it("finds nothing in an empty list or for text no post contains", () => {
    expect(filterPosts(makePosts(0), { query: "weld", category: "safety" })).toEqual([]);
    expect(filterPosts(makePosts(25), { query: "hydrotest", category: null })).toEqual([]);
  });

  it("matches the text as typed, spaces included", () => {
    expect(filterPosts(makePosts(9), { query: "note  1", category: null })).toEqual([]);
  });

  it("keeps the original order", () => {
    expect(filterPosts(makePosts(25), { query: "note 2", category: null }).map((p) => p.id)).toEqual([
      2, 20, 21, 22, 23, 24, 25,
    ]);
  });
});

describe("paginate", () => {
  it("uses pages of 9", () => {
    expect(pageSize).toBe(9);
  });

  it.each([
    [0, 1, 0],
    [1, 1, 1],
    [9, 1, 9],
    [10, 2, 9],
    [25, 3, 9],
  ])("splits %i posts into %i page(s), %i on the first", (count, pageCount, firstPage) => {
    const result = paginate(makePosts(count), 1);
    expect(result.pageCount).toBe(pageCount);
    expect(result.page).toBe(1);
    expect(result.items).toHaveLength(firstPage);
  });

  it("gives the rest to the last page", () => {
    expect(paginate(makePosts(10), 2).items.map((p) => p.id)).toEqual([10]);
    const third = paginate(makePosts(25), 3);
    expect(third.items.map((p) => p.id)).toEqual([19, 20, 21, 22, 23, 24, 25]);
  });

  it("clamps a page past the end to the last page", () => {
    expect(paginate(makePosts(25), 7)).toMatchObject({ page: 3, pageCount: 3 });
    expect(paginate(makePosts(10), 3).items.map((p) => p.id)).toEqual([10]);
    expect(paginate(makePosts(9), 2)).toMatchObject({ page: 1, pageCount: 1 });
    expect(paginate(makePosts(0), 4)).toEqual({ items: [], page: 1, pageCount: 1 });
  });

  it("clamps the page when a narrower search shrinks the results while the page number stays", () => {
    const posts = makePosts(25);
    const requested = 3;
    expect(paginate(filterPosts(posts, all), requested).page).toBe(3);
    // "note 1" matches 1 and 10-19: 11 posts, two pages.
    const narrowed = paginate(filterPosts(posts, { query: "note 1", category: null }), requested);
    expect(narrowed).toMatchObject({ page: 2, pageCount: 2 });
    expect(narrowed.items.map((p) => p.id)).toEqual([18, 19]);
    // Widening the search again shows the requested page once more.
    expect(paginate(filterPosts(posts, all), requested).items[0]?.id).toBe(19);
  });

  it("treats pages below 1, fractions and non-numbers sensibly", () => {
    expect(paginate(makePosts(25), 0).page).toBe(1);
    expect(paginate(makePosts(25), -4).page).toBe(1);
    expect(paginate(makePosts(25), 2.7).page).toBe(2);
    expect(paginate(makePosts(25), Number.NaN).page).toBe(1);
    expect(paginate(makePosts(25), Number.POSITIVE_INFINITY).page).toBe(1);
  });
});
