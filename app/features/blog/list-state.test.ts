import { describe, expect, it } from "vitest";
import { cleared, keptFields, readListState, withCategory, withPage, withQuery } from "./list-state";

const params = (query: string) => new URLSearchParams(query);

describe("blog list URL state", () => {
  it("defaults to no search, All and page 1", () => {
    expect(readListState(params(""))).toEqual({ query: "", category: null, page: 1 });
  });

  it("reads the search, a known category and the page", () => {
    expect(readListState(params("q=Weld+PAUT&category=safety&page=3"))).toEqual({
      query: "Weld PAUT",
      category: "safety",
      page: 3,
    });
  });

  it("ignores unknown categories and malformed pages", () => {
    for (const page of ["0", "-2", "1.5", "abc", ""]) {
      expect(readListState(params(`category=welding&page=${page}`))).toEqual({ query: "", category: null, page: 1 });
    }
  });

  it("keeps the category and the page when the search changes", () => {
    const next = withQuery(params("category=technology&page=2"), "tofd");
    expect(readListState(next)).toEqual({ query: "tofd", category: "technology", page: 2 });
    expect(withQuery(next, "").has("q")).toBe(false);
  });

  it("goes back to page 1 when a category is chosen, keeping the search", () => {
    const next = withCategory(params("q=tofd&page=3"), "quality-control");
    expect(readListState(next)).toEqual({ query: "tofd", category: "quality-control", page: 1 });
    expect(next.has("page")).toBe(false);
    expect(withCategory(next, null).has("category")).toBe(false);
  });

  it("writes page 1 as no page at all", () => {
    expect(withPage(params("page=3"), 1).toString()).toBe("");
    expect(withPage(params("q=x"), 2).toString()).toBe("q=x&page=2");
  });

  it("clears only the list's own parameters", () => {
    expect(cleared(params("q=x&category=safety&page=2&utm_source=mail")).toString()).toBe("utm_source=mail");
  });

  it("gives each form of the list the state it keeps, leaving the defaults out", () => {
    const state = readListState(params("q=tofd&category=safety&page=2"));
    // The search box keeps the category and the page; a chip the search; the pager both.
    expect(keptFields(state, ["category", "page"])).toEqual([
      ["category", "safety"],
      ["page", "2"],
    ]);
    expect(keptFields(state, ["query"])).toEqual([["q", "tofd"]]);
    expect(keptFields(readListState(params("")), ["query", "category", "page"])).toEqual([]);
    // A form sending them comes back to the same state.
    const sent = new URLSearchParams(keptFields(state, ["query", "category", "page"]));
    expect(readListState(sent)).toEqual(state);
  });
});
