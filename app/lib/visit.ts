import { readSession, storageKeys, writeSession } from "./storage";
import { utmNames } from "./utm";

/** Where a visit came from: the referring page and the first `utm_*` campaign parameters seen. */
export interface Visit {
  referrer: string;
  utm: Record<string, string>;
}

let first: Visit | null = null;

/** The page being shown, as the landing page of a visit: who linked to it, and its campaign parameters. */
function landing(): Visit {
  const params = typeof window === "undefined" ? new URLSearchParams() : new URLSearchParams(window.location.search);
  return {
    referrer: typeof document === "undefined" ? "" : document.referrer,
    utm: Object.fromEntries(utmNames.flatMap((name) => (params.get(name) ? [[name, params.get(name) ?? ""]] : []))),
  };
}

/** A visit read back from storage, if it is one: anything else (an older version's, a visitor's edit) is not. */
export function parseVisit(raw: string | null): Visit | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const { referrer, utm } = value as Record<string, unknown>;
    if (typeof referrer !== "string" || typeof utm !== "object" || utm === null || Array.isArray(utm)) return null;
    const tags = utm as Record<string, unknown>;
    return {
      referrer,
      utm: Object.fromEntries(
        utmNames.flatMap((name) => {
          const tag = tags[name];
          return typeof tag === "string" && tag !== "" ? [[name, tag]] : [];
        }),
      ),
    };
  } catch {
    return null;
  }
}

/**
 * The visit's landing page: its referrer and campaign parameters, noted by the first page of the visit to
 * run this and read back by every later one. Each page is a document of its own, so the note is kept in the
 * tab's session storage (named on the privacy page), which forgets it when the tab closes; it leaves the
 * browser only with a request the visitor sends. Where storage is refused, the page being shown stands in.
 */
export function rememberVisit(): Visit {
  if (first) return first;
  const stored = parseVisit(readSession(storageKeys.landingVisit));
  first = stored ?? landing();
  if (!stored) writeSession(storageKeys.landingVisit, JSON.stringify(first));
  return first;
}
