import { describe, expect, it } from "vitest";
import { requestDialogOf } from "./request-page";

describe("requestDialogOf", () => {
  const origin = "https://site.example";
  it("names the dialog of a link to this language's request page and its form", () => {
    expect(requestDialogOf(`${origin}/request?quote=ndt#quote`, origin, "/request")).toBe("quote");
    expect(requestDialogOf(`${origin}/fr/request#consultation`, origin, "/fr/request")).toBe("consultation");
  });
  it("leaves other links alone: another section, page, language or site", () => {
    expect(requestDialogOf(`${origin}/request#message`, origin, "/request")).toBeNull();
    expect(requestDialogOf(`${origin}/request`, origin, "/request")).toBeNull();
    expect(requestDialogOf(`${origin}/about#quote`, origin, "/request")).toBeNull();
    expect(requestDialogOf(`${origin}/fr/request#quote`, origin, "/request")).toBeNull();
    expect(requestDialogOf("https://elsewhere.example/request#quote", origin, "/request")).toBeNull();
  });
});
