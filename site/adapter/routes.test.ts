import { describe, expect, it } from "vitest";
import { blogPostRoute, pages, projectFilterRoute, projectRoute } from "~/content/pages";
import { astroRouteFiles } from "./routes";

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
