// The Lighthouse report of `npm run bench` (scripts/bench.mjs): the pages it measures, the budget they must
// meet, and the numbers it keeps of each Lighthouse result (scores, metrics, bytes by type, the audits that
// promise the largest savings). Why these numbers: docs/decisions/0006-performance-budget.md.
import { formatKB, KB } from "./report-format.mjs";

/**
 * What `npm run bench` holds a page's median to at one CPU slowdown.
 * @typedef {{ performance: number; lcpMs: number; tbtMs: number; cls: number; scriptBytes: number; homeTotalBytes: number }} LighthouseBudget
 */

/**
 * Budgets of `npm run bench`: the median of three Lighthouse mobile runs (simulated slow 4G,
 * 4x CPU slowdown) per page. Performance must round to 100; LCP, TBT and CLS sit well inside
 * Lighthouse's "good" bands so that a real phone on a real network still gets a fast page.
 * The script of a page's load is what its islands start on arrival: 75 KB holds React's runtime (about
 * 59) and one small island, not a page that hydrates whole (120–128 KB did).
 * @type {Readonly<LighthouseBudget>}
 */
export const LIGHTHOUSE_BUDGET = Object.freeze({
  /** Math.round(score * 100) must reach this (a score of 0.995 or more). */
  performance: 100,
  lcpMs: 1200,
  tbtMs: 50,
  cls: 0.01,
  /** Transferred bytes of every Script request of the page load (compressed, as on the wire). */
  scriptBytes: 75 * KB,
  /** Transferred bytes of every request of the home page's load. */
  homeTotalBytes: 350 * KB,
});

/**
 * The same pages at 10x CPU, an entry-level Android phone. Set from what the pages measured once they ran
 * no script on arrival (decision 0031): at 10x their medians were LCP 0.96–1.17 s and TBT 0–74 ms on a
 * quiet machine, up to 202 ms on a busy one, where Lighthouse multiplies the waits for a core ten times.
 * TBT's line is Lighthouse's own "good" one for phones (200 ms); LCP keeps 0.3 s of room.
 * @type {Readonly<LighthouseBudget>}
 */
export const LIGHTHOUSE_BUDGET_10X = Object.freeze({
  performance: 95,
  lcpMs: 1500,
  tbtMs: 200,
  cls: 0.01,
  scriptBytes: 75 * KB,
  homeTotalBytes: 350 * KB,
});

/**
 * The budget of each CPU slowdown `npm run bench` judges; another slowdown (`--cpu=6`) is reported only.
 * @type {Readonly<Record<number, Readonly<LighthouseBudget> | undefined>>}
 */
export const LIGHTHOUSE_BUDGETS = Object.freeze({ 4: LIGHTHOUSE_BUDGET, 10: LIGHTHOUSE_BUDGET_10X });

/** The pages `npm run bench` measures: each template once, the home page in both languages. */
export const BENCH_PAGES = Object.freeze([
  "/",
  "/fr",
  "/blog",
  "/blog/advanced-ndt-techniques",
  "/gallery",
  "/projects",
  // A case study: its lead photograph is the largest element of the first screen.
  "/projects/container-terminal-crane-weld-inspection",
  "/services/staff-outsourcing",
  "/services/ndt",
  "/industries/oil-gas",
  "/about/team",
]);

/**
 * The middle value of a list of numbers (the mean of the two middle ones for an even count);
 * null when no value is a number.
 * @param {(number | null | undefined)[]} values
 * @returns {number | null}
 */
export function median(values) {
  const sorted = values
    .filter((v) => typeof v === "number")
    .filter((v) => Number.isFinite(v))
    .sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle];
  if (upper === undefined) return null;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

/**
 * Resource types of Lighthouse's network-requests audit that the bench reports one by one.
 * @type {Readonly<Record<"html" | "css" | "js" | "font" | "image", string>>}
 */
const transferKinds = Object.freeze({
  html: "Document",
  css: "Stylesheet",
  js: "Script",
  font: "Font",
  image: "Image",
});

/** The names of transferKinds. */
const transferKindNames = /** @type {(keyof typeof transferKinds)[]} */ (Object.keys(transferKinds));

/**
 * @typedef {{
 *   performance: number | null; accessibility: number | null; bestPractices: number | null; seo: number | null;
 *   fcp: number | null; lcp: number | null; tbt: number | null; tti: number | null; cls: number | null;
 *   bytes: { html: number; css: number; js: number; font: number; image: number; total: number };
 *   requests: number; benchmarkIndex: number | null;
 * }} RunSummary
 */

/**
 * What a budget miss calls for: savings in a metric of Lighthouse's metricSavings, in bytes, or (null)
 * nothing in particular (the score itself).
 * @typedef {"LCP" | "TBT" | "CLS" | "bytes" | null} Lever
 */

/**
 * An audit that promises savings, as the bench reports it; `note` says, for the LCP element audit, which
 * element it is and where its time goes (lcpElementNote).
 * @typedef {{
 *   id: string; title: string; displayValue: string; note: string;
 *   savingsMs: number; savingsCls: number; savingsBytes: number; metrics: Record<string, number>;
 * }} Opportunity
 */

/** The audit that names the LCP element and its timing: Lighthouse 12's, then 13's insight. */
const lcpAudits = ["largest-contentful-paint-element", "lcp-breakdown-insight"];

/**
 * The numbers of one Lighthouse result: category scores as 0–100, metrics in ms (CLS unitless),
 * transferred bytes per resource type from the network-requests audit, and the host's
 * benchmarkIndex (how fast this machine was at that moment: a loaded machine scores lower).
 * @param {any} lhr
 * @returns {RunSummary}
 */
export function summarizeLighthouse(lhr) {
  /** @param {string} id */
  const score = (id) => {
    const value = lhr.categories?.[id]?.score;
    return typeof value === "number" ? Math.round(value * 100) : null;
  };
  /** @param {string} id */
  const metric = (id) => {
    const value = lhr.audits?.[id]?.numericValue;
    return typeof value === "number" ? value : null;
  };
  const items = lhr.audits?.["network-requests"]?.details?.items ?? [];
  const bytes = { html: 0, css: 0, js: 0, font: 0, image: 0, total: 0 };
  for (const item of items) {
    const size = Number(item.transferSize) || 0;
    bytes.total += size;
    for (const kind of transferKindNames) if (item.resourceType === transferKinds[kind]) bytes[kind] += size;
  }
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    // Not in the score since Lighthouse 10, but what an entry-level phone's visitor waits for before a tap answers.
    tti: metric("interactive"),
    cls: metric("cumulative-layout-shift"),
    bytes,
    requests: items.length,
    benchmarkIndex: typeof lhr.environment?.benchmarkIndex === "number" ? lhr.environment.benchmarkIndex : null,
  };
}

/**
 * The median of each number across runs, taken number by number.
 * @param {RunSummary[]} runs
 * @returns {RunSummary}
 */
export function medianSummary(runs) {
  /** @param {(run: RunSummary) => number | null} pick */
  const of = (pick) => median(runs.map(pick));
  const bytes = /** @type {RunSummary["bytes"]} */ ({});
  for (const kind of /** @type {const} */ (["html", "css", "js", "font", "image", "total"])) {
    bytes[kind] = of((run) => run.bytes[kind]) ?? 0;
  }
  return {
    performance: of((run) => run.performance),
    accessibility: of((run) => run.accessibility),
    bestPractices: of((run) => run.bestPractices),
    seo: of((run) => run.seo),
    fcp: of((run) => run.fcp),
    lcp: of((run) => run.lcp),
    tbt: of((run) => run.tbt),
    tti: of((run) => run.tti),
    cls: of((run) => run.cls),
    bytes,
    requests: of((run) => run.requests) ?? 0,
    benchmarkIndex: of((run) => run.benchmarkIndex),
  };
}

/**
 * What a page's median misses of the Lighthouse budget, each with the savings that would help it:
 * a metric of Lighthouse's metricSavings (LCP, TBT, CLS), "bytes", or null for the score itself.
 * The total-transfer budget applies to the home page ("/") only.
 * @param {string} path
 * @param {RunSummary} summary
 * @param {Readonly<LighthouseBudget>} [budget]
 * @returns {{ lever: Lever; message: string }[]}
 */
export function lighthouseBudgetMisses(path, summary, budget = LIGHTHOUSE_BUDGET) {
  /** @type {{ lever: Lever; message: string }[]} */
  const misses = [];
  if (summary.performance === null || summary.performance < budget.performance) {
    misses.push({ lever: null, message: `performance ${summary.performance ?? "n/a"} < ${budget.performance}` });
  }
  if (summary.lcp === null || summary.lcp > budget.lcpMs) {
    const value = summary.lcp === null ? "n/a" : `${Math.round(summary.lcp)} ms`;
    misses.push({ lever: "LCP", message: `LCP ${value} > ${budget.lcpMs} ms` });
  }
  if (summary.tbt === null || summary.tbt > budget.tbtMs) {
    const value = summary.tbt === null ? "n/a" : `${Math.round(summary.tbt)} ms`;
    misses.push({ lever: "TBT", message: `TBT ${value} > ${budget.tbtMs} ms` });
  }
  if (summary.cls === null || summary.cls > budget.cls) {
    const value = summary.cls === null ? "n/a" : summary.cls.toFixed(3);
    misses.push({ lever: "CLS", message: `CLS ${value} > ${budget.cls}` });
  }
  if (summary.bytes.js > budget.scriptBytes) {
    const message = `JS ${formatKB(summary.bytes.js)} transferred > ${formatKB(budget.scriptBytes)}`;
    misses.push({ lever: "bytes", message });
  }
  if (path === "/" && summary.bytes.total > budget.homeTotalBytes) {
    const message = `total ${formatKB(summary.bytes.total)} transferred > ${formatKB(budget.homeTotalBytes)}`;
    misses.push({ lever: "bytes", message });
  }
  return misses;
}

/**
 * The performance audits of a Lighthouse result that promise the largest savings: opportunities and
 * diagnostics (not the metrics themselves, not the hidden duplicates) whose estimated savings in
 * FCP, LCP, TBT (ms), CLS or bytes are above zero. With `levers` (what the page misses, from
 * lighthouseBudgetMisses), the best audit for each lever comes first, so a page that misses LCP
 * and TBT hears about both; the rest follow by largest time saved, then CLS, then bytes.
 * @param {any} lhr
 * @param {number} [count]
 * @param {Lever[]} [levers]
 * @returns {Opportunity[]}
 */
export function topOpportunities(lhr, count = 3, levers = []) {
  const refs = lhr.categories?.performance?.auditRefs ?? [];
  /** @type {Opportunity[]} */
  const found = [];
  for (const ref of refs) {
    if (ref.group === "metrics" || ref.group === "hidden") continue;
    const audit = lhr.audits?.[ref.id];
    if (!audit || ["notApplicable", "manual", "error"].includes(audit.scoreDisplayMode)) continue;
    if (audit.score === 1 && audit.scoreDisplayMode !== "informative") continue;
    const metrics = /** @type {Record<string, number>} */ ({});
    for (const [name, value] of Object.entries(audit.metricSavings ?? {})) {
      if (typeof value === "number" && value > 0) metrics[name] = value;
    }
    const savingsMs = Math.max(0, metrics.FCP ?? 0, metrics.LCP ?? 0, metrics.TBT ?? 0, metrics.INP ?? 0);
    const savingsCls = metrics.CLS ?? 0;
    const savingsBytes = Number(audit.details?.overallSavingsBytes) || 0;
    if (savingsMs <= 0 && savingsCls <= 0 && savingsBytes <= 0) continue;
    found.push({
      id: ref.id,
      title: String(audit.title ?? ref.id),
      displayValue: String(audit.displayValue ?? ""),
      note: lcpAudits.includes(ref.id) ? lcpElementNote(audit) : "",
      savingsMs,
      savingsCls,
      savingsBytes,
      metrics,
    });
  }
  found.sort((a, b) => b.savingsMs - a.savingsMs || b.savingsCls - a.savingsCls || b.savingsBytes - a.savingsBytes);
  /** @type {Opportunity[]} */
  const picked = [];
  for (const lever of new Set(levers)) {
    if (!lever || picked.length >= count) continue;
    /** @param {Opportunity} o */
    const saving = (o) => (lever === "bytes" ? o.savingsBytes : (o.metrics[lever] ?? 0));
    const best = found
      .filter((o) => !picked.includes(o) && saving(o) > 0)
      .reduce(
        (/** @type {Opportunity | undefined} */ max, o) => (max === undefined || saving(o) > saving(max) ? o : max),
        undefined,
      );
    if (best) picked.push(best);
  }
  for (const opportunity of found) if (picked.length < count && !picked.includes(opportunity)) picked.push(opportunity);
  return picked;
}

/**
 * Which element is the LCP and where its time goes, from the largest-contentful-paint-element
 * audit: `p.mt-6 "Coded welders…" (TTFB 14%, Render Delay 86%)`; "" when the audit has no such detail.
 * @param {any} audit
 */
export function lcpElementNote(audit) {
  /** @type {any[][]} Lighthouse's lists of details (nodes, then phases), read loosely */
  const lists = (audit.details?.items ?? []).map((/** @type {any} */ list) => list?.items ?? []);
  const node = lists.flat().find((item) => item?.node)?.node;
  // Lighthouse 12 listed phases with their share; 13's insight lists subparts with their duration.
  const phases = lists.flat().flatMap((item) => {
    if (typeof item?.phase === "string" && item.percent && item.percent !== "0%")
      return [`${item.phase} ${item.percent}`];
    if (typeof item?.subpart === "string" && item.duration > 0)
      return [`${item.label ?? item.subpart} ${Math.round(item.duration)} ms`];
    return [];
  });
  if (!node && phases.length === 0) return "";
  const text = String(node?.nodeLabel ?? "");
  const label = text ? ` "${text.length > 40 ? `${text.slice(0, 40)}…` : text}"` : "";
  const element = node ? `${node.selector ?? node.snippet ?? "element"}${label}` : "LCP";
  return phases.length > 0 ? `${element} (${phases.join(", ")})` : element;
}
