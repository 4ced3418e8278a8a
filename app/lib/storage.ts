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

function store(area: Area = "localStorage"): Storage | null {
  try {
    return typeof window === "undefined" ? null : window[area];
  } catch {
    return null;
  }
}

/** Reads `key` from the tab's session storage, whatever it holds; `null` when missing or unreadable. */
export function readSession(key: string): string | null {
  try {
    return store("sessionStorage")?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` under `key` for as long as the tab is open; returns whether it was remembered. */
export function writeSession(key: string, value: string): boolean {
  try {
    const s = store("sessionStorage");
    if (!s) return false;
    s.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Reads `key` and returns it only if it is one of `allowed`; otherwise `null`. */
export function readChoice<T extends string>(key: string, allowed: readonly T[]): T | null {
  try {
    const raw = store()?.getItem(key);
    return raw != null && (allowed as readonly string[]).includes(raw) ? (raw as T) : null;
  } catch {
    return null;
  }
}

/** Stores `value` under `key`; returns whether it was remembered. */
export function writeChoice(key: string, value: string): boolean {
  try {
    const s = store();
    if (!s) return false;
    s.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
