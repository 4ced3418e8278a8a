import { afterEach, describe, expect, it, vi } from "vitest";
import { parseVisit } from "./visit";

/** A tab at `url`, reached from `referrer`, whose session storage holds `stored`. */
function tab(url: string, referrer: string, stored: Record<string, string> = {}) {
  const data = new Map(Object.entries(stored));
  const sessionStorage = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
  vi.stubGlobal("window", { location: new URL(url), sessionStorage });
  vi.stubGlobal("document", { referrer });
  return data;
}

/** `rememberVisit` as a new page loads it: the module's memory starts empty on every page. */
async function newPage() {
  vi.resetModules();
  return (await import("./visit")).rememberVisit;
}

afterEach(() => vi.unstubAllGlobals());

describe("the visit's landing page", () => {
  it("is noted by the first page and read back by the next, whose own address and referrer differ", async () => {
    const stored = tab(
      "https://site.example/services/ndt?utm_source=newsletter&utm_campaign=tank-season&x=1",
      "https://partner.example/list",
    );
    const landed = (await newPage())();
    expect(landed).toEqual({
      referrer: "https://partner.example/list",
      utm: { utm_source: "newsletter", utm_campaign: "tank-season" },
    });
    tab("https://site.example/about", "https://site.example/services/ndt", Object.fromEntries(stored));
    expect((await newPage())()).toEqual(landed);
  });

  it("is the page being shown when the stored note is not one (corrupt, or from an older version)", async () => {
    for (const raw of ["{", "null", '"text"', '{"referrer":1,"utm":{}}', '{"referrer":"","utm":[]}']) {
      const stored = tab("https://site.example/?utm_medium=email", "", { "landing-visit": raw });
      expect((await newPage())(), raw).toEqual({ referrer: "", utm: { utm_medium: "email" } });
      expect(parseVisit(stored.get("landing-visit") ?? null), raw).toEqual({
        referrer: "",
        utm: { utm_medium: "email" },
      });
    }
  });

  it("keeps only the campaign tags it knows, as text", () => {
    expect(
      parseVisit(JSON.stringify({ referrer: "r", utm: { utm_source: "a", utm_term: 3, other: "b", utm_content: "" } })),
    ).toEqual({ referrer: "r", utm: { utm_source: "a" } });
  });

  it("is the page being shown, for the whole page, when storage is refused", async () => {
    vi.stubGlobal("window", {
      location: new URL("https://site.example/fr?utm_source=salon"),
      get sessionStorage(): Storage {
        throw new DOMException("denied", "SecurityError");
      },
    });
    vi.stubGlobal("document", { referrer: "" });
    const remember = await newPage();
    expect(remember()).toEqual({ referrer: "", utm: { utm_source: "salon" } });
    expect(remember()).toBe(remember());
  });
});
