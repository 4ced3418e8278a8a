// The languages, their path prefixes and the rule that tells a path's language are the site's layout facts,
// kept beside this module in plain JavaScript (site-layout.mjs) for the Node server and the post-build step,
// so every host and the app agree. English is the source of truth and lives at the unprefixed paths.
import { defaultLocale, localeOfPath, localePrefixes, locales } from "./site-layout.mjs";

export { defaultLocale, locales };
export type Locale = (typeof locales)[number];

/** BCP 47 tags used for `<html lang>`, `hreflang` and `Intl` formatting. */
export const localeTags: Record<Locale, string> = { en: "en", fr: "fr" };
export const intlLocales: Record<Locale, string> = { en: "en-GB", fr: "fr-CM" };

/** Each language's name in itself, as a language selector shows it whatever the page's language. */
export const localeAutonyms: Record<Locale, string> = { en: "English", fr: "Français" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** The locale a pathname belongs to: `/fr` and `/fr/...` are French, everything else English. */
export function localeFromPath(pathname: string): Locale {
  return localeOfPath(pathname);
}

/** The locale of a request for a page (a loader's `request`). */
export function localeOfRequest(request: Request): Locale {
  return localeFromPath(new URL(request.url).pathname);
}

/** The locale-neutral path: `/fr/services/ndt` → `/services/ndt`, `/fr` → `/`. */
export function stripLocale(pathname: string): string {
  const rest = pathname.slice(localePrefixes[localeFromPath(pathname)].length);
  return rest === "" ? "/" : rest;
}

/**
 * The path of a locale-neutral page in a locale. Keeps any `?query` and `#hash`:
 * `localizePath("/#contact", "fr")` → `/fr#contact`.
 */
export function localizePath(path: string, locale: Locale): string {
  const match = /^([^?#]*)(.*)$/.exec(path);
  const pathname = match?.[1] || "/";
  const suffix = match?.[2] ?? "";
  const neutral = stripLocale(pathname);
  if (locale === defaultLocale) return neutral + suffix;
  return (neutral === "/" ? localePrefixes[locale] : localePrefixes[locale] + neutral) + suffix;
}

/**
 * A sentence of the copy with its values put in: `fill("Page {page} of {count}", { page: 2, count: 5 })`.
 * Copy is data that travels with each page (decision 0009), so sentences with numbers in them are
 * templates rather than functions. An unknown `{name}` is left as it is, so a typo shows on the page.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/**
 * A value made once per language, on first use: for `Intl` formatters and rules, whose construction
 * costs far more than their use (a list page formats ten dates, decision 0010).
 */
export function perLocale<T>(create: (locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    let value = made.get(locale);
    if (value === undefined) {
      value = create(locale);
      made.set(locale, value);
    }
    return value;
  };
}

const pluralRules = perLocale((locale) => new Intl.PluralRules(intlLocales[locale]));

/** The form of a counted noun for a count, by the language's plural rules ("1 article" / "0 article" in French). */
export function plural(locale: Locale, count: number, forms: { one: string; other: string }): string {
  return fill(pluralRules(locale).select(count) === "one" ? forms.one : forms.other, { count });
}

/** Turns string literal types into `string` so that a translation must match English's shape, not its words. */
export type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends readonly (infer U)[]
        ? readonly Widen<U>[]
        : T extends (...args: infer A) => infer R
          ? (...args: A) => R
          : { readonly [K in keyof T]: Widen<T[K]> };
