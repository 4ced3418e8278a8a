import { describe, expect, it } from "vitest";
import { fileOfPagePath, localeOfPath, notFoundPageFor, pagePathOf, unknownArticle } from "./site-layout.mjs";

describe("page paths", () => {
  it("maps prerendered files to the URLs they are served at, and back", () => {
    const pairs: [file: string, path: string][] = [
      ["index.html", "/"],
      ["about/index.html", "/about"],
      ["fr/index.html", "/fr"],
      ["about/team/index.html", "/about/team"],
      ["__spa-fallback.html", "/__spa-fallback.html"],
    ];
    for (const [file, path] of pairs) {
      expect(pagePathOf(file)).toBe(path);
      expect(fileOfPagePath(path)).toBe(file);
    }
  });
});

describe("languages", () => {
  it("finds the locale's 404 page and unknown articles", () => {
    expect(notFoundPageFor("/fr")).toBe("/fr/404");
    expect(notFoundPageFor("/fr/x")).toBe("/fr/404");
    expect(notFoundPageFor("/french")).toBe("/404");
    expect(unknownArticle.exec("/fr/blog/x")?.[1]).toBe("/fr");
    expect(unknownArticle.test("/blog/x/y")).toBe(false);
    expect(unknownArticle.test("/blog/x.json")).toBe(false);
    expect(unknownArticle.test("/fr/blog/x.json")).toBe(false);
  });

  it("puts /fr and everything under it in French, and nothing else", () => {
    expect(localeOfPath("/fr")).toBe("fr");
    expect(localeOfPath("/fr/blog")).toBe("fr");
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/french")).toBe("en");
    expect(unknownArticle.exec("/blog/x")?.[1]).toBeUndefined();
  });
});
