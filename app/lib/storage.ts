/**
 * The one door to browser storage. Storage can be missing (prerender), disabled (it throws),
 * full, or hold anything a visitor or an old version left there: every read falls back to a
 * default and every write may silently fail, so the site works and merely forgets.
 */

/** The keys this site stores; the privacy page names them too. */
export const storageKeys = {
  cookieConsent: "cookie-consent",
  preferredLanguage: "preferred-language",
  /** In the tab's session storage: where the visit came from, sent with a request (app/lib/visit.ts). */
  landingVisit: "landing-visit",
} as const;

type Area = "localStorage" | "sessionStorage";

function store(area: Area): Storage | null {
  try {
    return typeof window === "undefined" ? null : window[area];
  } catch {
    return null;
  }
}

/** What `key` holds in `area`, whatever it is; `null` when missing or unreadable. */
function read(area: Area, key: string): string | null {
  try {
    return store(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` under `key` in `area`; returns whether it was remembered. */
function write(area: Area, key: string, value: string): boolean {
  try {
    const s = store(area);
    if (!s) return false;
    s.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Reads `key` from the tab's session storage, whatever it holds; `null` when missing or unreadable. */
export const readSession = (key: string): string | null => read("sessionStorage", key);

/** Stores `value` under `key` for as long as the tab is open; returns whether it was remembered. */
export const writeSession = (key: string, value: string): boolean => write("sessionStorage", key, value);

/** Reads `key` and returns it only if it is one of `allowed`; otherwise `null`. */
export function readChoice<T extends string>(key: string, allowed: readonly T[]): T | null {
  const raw = read("localStorage", key);
  return raw != null && (allowed as readonly string[]).includes(raw) ? (raw as T) : null;
}

/** Stores `value` under `key`; returns whether it was remembered. */
export const writeChoice = (key: string, value: string): boolean => write("localStorage", key, value);
