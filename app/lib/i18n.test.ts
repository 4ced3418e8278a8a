import { describe, expect, it } from "vitest";
import { isLocale, localeFromPath, localizePath, perLocale, stripLocale } from "./i18n";

describe("locale paths", () => {
  it("reads the locale from the first segment only", () => {
    expect(localeFromPath("/")).toBe("en");
    expect(localeFromPath("/fr")).toBe("fr");
    expect(localeFromPath("/fr/blog")).toBe("fr");
    expect(localeFromPath("/fresh-news")).toBe("en");
  });

  it("strips and adds the French prefix", () => {
    expect(stripLocale("/fr")).toBe("/");
    expect(stripLocale("/fr/services/ndt")).toBe("/services/ndt");
    expect(localizePath("/", "fr")).toBe("/fr");
    expect(localizePath("/services/ndt", "fr")).toBe("/fr/services/ndt");
    expect(localizePath("/fr/services/ndt", "en")).toBe("/services/ndt");
    expect(localizePath("/fr", "en")).toBe("/");
  });

  it("keeps query strings and hashes", () => {
    expect(localizePath("/#contact", "fr")).toBe("/fr#contact");
    expect(localizePath("/fr/blog?q=weld&page=2", "en")).toBe("/blog?q=weld&page=2");
    expect(localizePath("/blog?category=safety", "fr")).toBe("/fr/blog?category=safety");
  });

  it("accepts only known locales", () => {
    expect(isLocale("fr")).toBe(true);
    expect(isLocale("de")).toBe(false);
    expect(isLocale(null)).toBe(false);
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
