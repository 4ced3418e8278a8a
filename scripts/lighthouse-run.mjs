// One Lighthouse run of a page in a Chrome of its own, as `npm run bench` and `npm run bench:compare` make
// them: the browser, its flags, the mobile profile at a chosen CPU slowdown, the timeout, and the clean-up
// of every Chrome on any way out. Why this instrument: docs/decisions/0006-performance-budget.md.
import { existsSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
/**
 * Debian's headless build of Chromium (`apt-get install chromium-headless-shell`): the same Blink and V8 as
 * /usr/bin/chromium, without the browser's own window and UI compositor. On a two-core machine that UI work
 * (and, as root, its raised priority) takes the page's main thread away from it, and Lighthouse multiplies
 * every lost millisecond by the CPU slowdown: decision 0006, "The instrument".
 */
const HEADLESS_SHELLS = ["/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium-headless-shell"];
const FULL_CHROMIUM = "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
/** A Lighthouse run that takes longer than this is abandoned (its Chrome killed) and tried again. */
const RUN_TIMEOUT_MS = 180_000;
/** Attempts per run before it counts as failed (a busy machine makes Chrome drop a trace: NO_NAVSTART). */
const ATTEMPTS = 3;

/**
 * The CPU slowdowns the bench measures at: Lighthouse's mobile preset (4×, a mid-range phone, where the
 * budget applies) and 10×, the entry-level Android phones most of the company's buyers carry, where
 * hydrating a whole page shows as blocking time that 4× hides.
 */
export const CPU_PROFILES = Object.freeze([4, 10]);

/**
 * The CPU slowdowns asked for: a comma-separated list (`--cpu=4,10` or BENCH_CPU), else CPU_PROFILES.
 * @param {string[]} argv @param {string | undefined} env
 * @returns {number[]}
 */
export function cpuProfilesOf(argv, env) {
  const given = argv.find((arg) => arg.startsWith("--cpu="))?.slice("--cpu=".length) ?? env;
  if (!given) return [...CPU_PROFILES];
  const values = given.split(",").map((value) => Number(value.trim()));
  if (values.some((value) => !Number.isFinite(value) || value < 1)) {
    throw new Error(`CPU slowdowns are numbers of at least 1, as in --cpu=4,10 (given: "${given}")`);
  }
  return values;
}

/** BENCH_CHROMIUM, else Debian's headless shell, else the full Chromium. */
export const chromePath =
  process.env.BENCH_CHROMIUM || HEADLESS_SHELLS.find((path) => existsSync(path)) || FULL_CHROMIUM;
/** The full browser needs to be told to run headless; the headless shell is nothing else. */
export const isHeadlessShell = /headless-shell$/.test(chromePath);
const chromeFlags = isHeadlessShell ? CHROME_FLAGS : ["--headless=new", ...CHROME_FLAGS];

/** @type {chromeLauncher.LaunchedChrome | undefined} */
let chrome;

/**
 * Kills the Chrome of a run still going, through chrome-launcher, which SIGKILLs its whole process group
 * (Chrome runs detached) and deletes its temporary profile; synchronous, so an "exit" handler can call it.
 */
export function stopChrome() {
  const launched = chrome;
  chrome = undefined;
  try {
    launched?.kill();
  } catch {
    // already gone
  }
}

/**
 * Lighthouse's default mobile configuration (moto g power, simulated slow 4G) with the CPU `cpuSlowdown`
 * times slower than this machine.
 * @param {number} cpuSlowdown
 */
function mobileConfig(cpuSlowdown) {
  return {
    extends: "lighthouse:default",
    settings: {
      onlyCategories: CATEGORIES,
      maxWaitForLoad: 45_000,
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
    },
  };
}

/**
 * One Lighthouse run in a Chrome of its own (a fresh profile each time: no cache, no state); throws when the
 * run fails, times out, or the page does not answer 200.
 * @param {string} url @param {{ cpuSlowdown?: number }} [options]
 * @returns {Promise<{ lhr: any, report: string }>}
 */
export async function lighthouseOnce(url, { cpuSlowdown = 4 } = {}) {
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags, handleSIGINT: false, logLevel: "silent" });
  const launched = chrome;
  let timer;
  try {
    const running = lighthouse(
      url,
      { port: launched.port, output: "html", logLevel: "error" },
      mobileConfig(cpuSlowdown),
    );
    running.catch(() => {}); // a run abandoned on timeout rejects later, when its Chrome is gone
    const result = await Promise.race([
      running,
      new Promise((_, fail) => {
        timer = setTimeout(() => fail(new Error(`timed out after ${RUN_TIMEOUT_MS / 1000} s`)), RUN_TIMEOUT_MS);
      }),
    ]);
    if (!result?.lhr) throw new Error("Lighthouse returned no result");
    const { runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`);
    const document = result.lhr.audits["network-requests"]?.details?.items?.find(
      (/** @type {{ resourceType?: string, statusCode?: number }} */ item) => item.resourceType === "Document",
    );
    if (document && document.statusCode !== 200) throw new Error(`the page answered ${document.statusCode}`);
    return { lhr: result.lhr, report: String(result.report) };
  } finally {
    clearTimeout(timer);
    if (chrome === launched) stopChrome();
    else {
      try {
        launched.kill();
      } catch {
        // already gone
      }
    }
  }
}

/**
 * lighthouseOnce, tried again when it fails, up to ATTEMPTS times; `onFailure` hears of each failed attempt.
 * Resolves with the first run that succeeded, or null when none did.
 * @param {string} url
 * @param {{ cpuSlowdown?: number, onFailure?: (attempt: number, message: string) => void }} [options]
 */
export async function lighthouseWithRetries(url, { cpuSlowdown = 4, onFailure = () => {} } = {}) {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      return await lighthouseOnce(url, { cpuSlowdown });
    } catch (error) {
      onFailure(attempt, error instanceof Error ? error.message : String(error));
    }
  }
  return null;
}
