import { describe, expect, it } from "vitest";
import { blogPostRoute, pages, projectFilterRoute, projectRoute, routerPageFiles } from "~/content/pages";
import { astroRouteFiles } from "./routes";

describe("who renders each page", () => {
  it("is Astro or React Router, never both and never neither", () => {
    const files = new Set([
      ...pages.map((page) => page.file as string),
      blogPostRoute.file,
      projectFilterRoute.file,
      projectRoute.file,
      "routes/not-found.tsx",
    ]);
    for (const file of files) {
      // Exactly one of the two.
      expect(astroRouteFiles.has(file) !== routerPageFiles.has(file), file).toBe(true);
    }
  });
});
