import { describe, expect, it } from "vitest";
import { isRouterPage } from "./pages";

describe("isRouterPage", () => {
  it("names the page React Router renders, in either language, with a query, a fragment or a trailing slash", () => {
    for (const path of ["/request", "/fr/request", "/request/", "/fr/request?quote=ndt", "/request#quote"]) {
      expect(isRouterPage(path), path).toBe(true);
    }
  });

  it("leaves out every other page, an article under the blog's list and an unknown path", () => {
    for (const path of [
      "/",
      "/fr",
      "/#contact",
      "/gallery",
      "/blog?page=2",
      "/fr/services/ndt",
      "/blog/advanced-ndt-techniques",
    ]) {
      expect(isRouterPage(path), path).toBe(false);
    }
    expect(isRouterPage("/no/such/page")).toBe(false);
  });
});
