import { company } from "~/content/company";
import { once, sourceFilesOf } from "~/lib/content/collection-files";
import { isIsoDay, todayIn } from "~/lib/dates";
import { expiringSoon, lapsedRecords } from "./selectors";
import type { ProofContent } from "./types";

export type { ProofContent } from "./types";

// Bundled into the server build only (this is a .server module), so the files are read once, at build time.
const peopleSources = import.meta.glob<string>("../../content/people/*.yaml", {
  query: "?raw",
  import: "default",
  eager: true,
});
const qualificationSources = import.meta.glob<string>("../../content/qualification/*.yaml", {
  query: "?raw",
  import: "default",
  eager: true,
});

/**
 * Every proof record, validated: on first use, which is at build time. A problem stops the build with
 * one line per file and field. Loaded lazily, like the blog, so the production server never loads the
 * YAML and schema libraries for pages it only serves as files.
 */
async function load(): Promise<ProofContent> {
  const { loadProof } = await import("./proof-source");
  const content = loadProof(sourceFilesOf({ ...peopleSources, ...qualificationSources }));
  // Warnings, not errors: an expiring certificate is news for the office, and an expired one is already
  // left off every page. The office's day decides, whatever the build machine's zone. The build's log
  // tells them; a server rendering a page per request from the same files would only tell them again.
  if (!quiet) {
    const today = buildDay();
    for (const notice of [...lapsedRecords(content, today), ...expiringSoon(content, today)]) {
      console.warn(`proof: ${notice.message}`);
    }
  }
  return content;
}

let quiet = false;
/** For the pages rendered per request (site/pages/per-request/): the notices are the build's. */
export function quietProofNotices(): void {
  quiet = true;
}

/** The people and the qualification pack, validated once per build; select what a page shows with `selectors.ts`. */
export const readProof: () => Promise<ProofContent> = once(load);

/**
 * The day the pages are built for, in the office's time zone: the `today` every selector takes. `npm run build`
 * fixes it for the whole build (BUILD_DAY, scripts/build.mjs), so a build that runs across the office's
 * midnight still shows one day on every page.
 */
export function buildDay(): string {
  const fixed = process.env.BUILD_DAY;
  return fixed && isIsoDay(fixed) ? fixed : todayIn(company.timeZone);
}
