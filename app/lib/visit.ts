import { utmNames } from "./utm";

/** Where a visit came from: the referring page and the first `utm_*` campaign parameters seen. */
export interface Visit {
  referrer: string;
  utm: Record<string, string>;
}

let first: Visit | null = null;

/**
 * Notes the landing page's referrer and campaign parameters, once per visit. Kept in memory only: the site
 * navigates without reloading, so the page that loaded first is the visit's landing page, and nothing is
 * written to the visitor's storage for it.
 */
export function rememberVisit(): Visit {
  if (!first) {
    const params = typeof window === "undefined" ? new URLSearchParams() : new URLSearchParams(window.location.search);
    first = {
      referrer: typeof document === "undefined" ? "" : document.referrer,
      utm: Object.fromEntries(utmNames.flatMap((name) => (params.get(name) ? [[name, params.get(name) ?? ""]] : []))),
    };
  }
  return first;
}
