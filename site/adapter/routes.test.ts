import { describe, expect, it } from "vitest";
import { blogPostRoute, pages, projectFilterRoute, projectRoute } from "~/content/pages";
import { astroPaths, astroRouteFiles, onlyPages } from "./routes";

describe("who renders each page", () => {
  it("is Astro, for every page of the registry and the 404 page", () => {
    const files = new Set([
      ...pages.map((page) => page.file as string),
      blogPostRoute.file,
      projectFilterRoute.file,
      projectRoute.file,
      "routes/not-found.tsx",
    ]);
    expect([...files].filter((file) => !astroRouteFiles.has(file))).toEqual([]);
  });
});

describe("the pages a build is limited to (BUILD_PAGES)", () => {
  it("are every page when none is named, and the named ones with the not-found pages otherwise", async () => {
    expect(onlyPages(undefined)).toBeNull();
    expect(onlyPages(" , ")).toBeNull();
    expect(onlyPages("/, /fr")).toEqual(new Set(["/", "/fr"]));

    const every = await astroPaths();
    expect(every.length).toBeGreaterThan(40);
    const before = process.env.BUILD_PAGES;
    process.env.BUILD_PAGES = "/,/fr";
    try {
      expect((await astroPaths()).sort()).toEqual(["/", "/404", "/fr", "/fr/404"]);
    } finally {
      if (before === undefined) delete process.env.BUILD_PAGES;
      else process.env.BUILD_PAGES = before;
    }
  });
});
