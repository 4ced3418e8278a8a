import { describe, expect, it } from "vitest";
import { isLocale, type Locale, localeFromPath, localizePath, perLocale, stripLocale } from "./i18n";

/** Each path of `examples` (as given → as `locale` addresses it) is localized so. */
function expectLocalized(locale: Locale, examples: Record<string, string>) {
  for (const [path, localized] of Object.entries(examples)) expect(localizePath(path, locale), path).toBe(localized);
}

describe("locale paths", () => {
  it("reads the locale from the first segment only", () => {
    expect(["/", "/fr", "/fr/blog", "/fresh-news"].map(localeFromPath)).toEqual(["en", "fr", "fr", "en"]);
  });

  it("strips and adds the French prefix", () => {
    expect(["/fr", "/fr/services/ndt"].map(stripLocale)).toEqual(["/", "/services/ndt"]);
    expectLocalized("fr", { "/": "/fr", "/services/ndt": "/fr/services/ndt" });
    expectLocalized("en", { "/fr/services/ndt": "/services/ndt", "/fr": "/" });
  });

  it("keeps query strings and hashes", () => {
    expectLocalized("fr", { "/#contact": "/fr#contact", "/blog?category=safety": "/fr/blog?category=safety" });
    expectLocalized("en", { "/fr/blog?q=weld&page=2": "/blog?q=weld&page=2" });
  });

  it("accepts only known locales", () => {
    expect(["fr", "de", null].map(isLocale)).toEqual([true, false, false]);
  });
});

describe("perLocale", () => {
  it("makes each language's value once, on first use", () => {
    const made: string[] = [];
    const value = perLocale((locale) => {
      made.push(locale);
      return { locale };
    });
    expect(made).toEqual([]);
    const en = value("en");
    expect(value("en")).toBe(en);
    expect(value("fr")).toEqual({ locale: "fr" });
    expect(value("fr")).not.toBe(en);
    expect(made).toEqual(["en", "fr"]);
  });
});
