import { describe, expect, it } from "vitest";
import {
  LIGHTHOUSE_BUDGET,
  LIGHTHOUSE_BUDGETS,
  lcpElementNote,
  lighthouseBudgetMisses,
  median,
  medianSummary,
  type RunSummary,
  summarizeLighthouse,
  topOpportunities,
} from "./lighthouse-report.mjs";
import { KB } from "./report-format.mjs";

/** What a page misses of the budget, as the bench prints it. */
const budgetMessages = (...args: Parameters<typeof lighthouseBudgetMisses>) =>
  lighthouseBudgetMisses(...args).map((miss) => miss.message);

describe("Lighthouse helpers", () => {
  /** An audit as Lighthouse reports a possible saving: its title, its score, what it would save, and more. */
  function saving(title: string, score: number, metricSavings?: Record<string, number>, more: object = {}) {
    return { title, score, scoreDisplayMode: "metricSavings", ...(metricSavings && { metricSavings }), ...more };
  }

  /** A Lighthouse result trimmed to the fields the bench reads. */
  function lhr(overrides: { perf?: number; lcp?: number; tbt?: number; cls?: number; script?: number } = {}) {
    return {
      environment: { benchmarkIndex: 1000 },
      categories: {
        performance: {
          score: overrides.perf ?? 1,
          auditRefs: [
            { id: "largest-contentful-paint", group: "metrics" },
            { id: "unused-javascript", group: "diagnostics" },
            { id: "render-blocking-resources", group: "diagnostics" },
            { id: "bootup-time", group: "diagnostics" },
            { id: "dom-size", group: "diagnostics" },
            { id: "render-blocking-insight", group: "hidden" },
          ],
        },
        accessibility: { score: 1 },
        "best-practices": { score: 0.96 },
        seo: { score: 0.92 },
      },
      audits: {
        "first-contentful-paint": { numericValue: 900 },
        "largest-contentful-paint": { numericValue: overrides.lcp ?? 1000, score: 1, scoreDisplayMode: "numeric" },
        "total-blocking-time": { numericValue: overrides.tbt ?? 0 },
        interactive: { numericValue: 1_700 },
        "cumulative-layout-shift": { numericValue: overrides.cls ?? 0 },
        "network-requests": {
          details: {
            items: [
              { resourceType: "Document", transferSize: 20_000 },
              { resourceType: "Script", transferSize: overrides.script ?? 50_000 },
              { resourceType: "Script", transferSize: 10_000 },
              { resourceType: "Stylesheet", transferSize: 9_000 },
              { resourceType: "Font", transferSize: 30_000 },
              { resourceType: "Image", transferSize: 4_000 },
              { resourceType: "Manifest", transferSize: 1_000 },
            ],
          },
        },
        "unused-javascript": saving(
          "Reduce unused JavaScript",
          0,
          { FCP: 150, LCP: 300 },
          {
            displayValue: "Est savings of 40 KiB",
            details: { overallSavingsBytes: 41_000 },
          },
        ),
        "render-blocking-resources": saving(
          "Eliminate render-blocking resources",
          0.5,
          { FCP: 600, LCP: 600 },
          {
            details: { overallSavingsBytes: 0 },
          },
        ),
        "bootup-time": saving("Reduce JavaScript execution time", 1, { TBT: 0 }),
        "dom-size": saving("Avoid an excessive DOM size", 0.5),
        "render-blocking-insight": saving("Render blocking requests", 0, { FCP: 600 }),
      },
    };
  }

  it("summarizes scores, metrics and transferred bytes by type", () => {
    const summary = summarizeLighthouse(lhr());
    expect(summary).toMatchObject({ performance: 100, accessibility: 100, bestPractices: 96, seo: 92 });
    expect(summary).toMatchObject({
      fcp: 900,
      lcp: 1000,
      tbt: 0,
      tti: 1_700,
      cls: 0,
      requests: 7,
      benchmarkIndex: 1000,
    });
    expect(summary.bytes).toEqual({ html: 20_000, css: 9_000, js: 60_000, font: 30_000, image: 4_000, total: 124_000 });
  });

  it("rounds a 0.995 score to 100 and a 0.994 score to 99", () => {
    expect(summarizeLighthouse(lhr({ perf: 0.995 })).performance).toBe(100);
    expect(summarizeLighthouse(lhr({ perf: 0.994 })).performance).toBe(99);
  });

  it("takes medians number by number", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([null, undefined])).toBeNull();
    const runs = [lhr({ lcp: 1500, tbt: 10 }), lhr({ lcp: 900, tbt: 90 }), lhr({ lcp: 1100, tbt: 30 })].map(
      summarizeLighthouse,
    );
    const summary = medianSummary(runs);
    expect(summary.lcp).toBe(1100);
    expect(summary.tbt).toBe(30);
    expect(summary.bytes.js).toBe(60_000);
  });

  it("passes a page within the budget", () => {
    expect(budgetMessages("/", summarizeLighthouse(lhr()))).toEqual([]);
  });

  it("names every budget a slow page misses, the total only on the home page", () => {
    const slow: RunSummary = {
      ...summarizeLighthouse(lhr({ perf: 0.9, lcp: 2500, tbt: 120, cls: 0.05, script: 200 * KB })),
    };
    slow.bytes = { ...slow.bytes, total: 400 * KB };
    expect(budgetMessages("/", slow)).toEqual([
      "performance 90 < 100",
      "LCP 2500 ms > 1200 ms",
      "TBT 120 ms > 50 ms",
      "CLS 0.050 > 0.01",
      `JS 209.8 KB transferred > 75.0 KB`,
      "total 400.0 KB transferred > 350.0 KB",
    ]);
    expect(budgetMessages("/blog", slow)).not.toContain("total 400.0 KB transferred > 350.0 KB");
    expect(LIGHTHOUSE_BUDGET.homeTotalBytes).toBe(350 * KB);
  });

  it("judges 10x by its own budget: a phone's blocking time within 200 ms, and no more script than at 4x", () => {
    expect(LIGHTHOUSE_BUDGETS[4]).toBe(LIGHTHOUSE_BUDGET);
    const phone = summarizeLighthouse(lhr({ perf: 0.97, lcp: 1400, tbt: 180 }));
    expect(budgetMessages("/", phone, LIGHTHOUSE_BUDGETS[10])).toEqual([]);
    expect(budgetMessages("/", phone, LIGHTHOUSE_BUDGETS[4])).toEqual([
      "performance 97 < 100",
      "LCP 1400 ms > 1200 ms",
      "TBT 180 ms > 50 ms",
    ]);
    // A page that hydrates whole again: 124 KB of script on arrival, its main thread blocked 260 ms.
    const hydrating = summarizeLighthouse(lhr({ perf: 0.94, lcp: 1600, tbt: 260, script: 124 * KB - 10_000 }));
    expect(budgetMessages("/blog", hydrating, LIGHTHOUSE_BUDGETS[10])).toEqual([
      "performance 94 < 95",
      "LCP 1600 ms > 1500 ms",
      "TBT 260 ms > 200 ms",
      "JS 124.0 KB transferred > 75.0 KB",
    ]);
    expect(LIGHTHOUSE_BUDGETS[6]).toBeUndefined();
  });

  it("treats a run without numbers as a miss", () => {
    const empty = summarizeLighthouse({});
    expect(budgetMessages("/fr", empty)).toEqual([
      "performance n/a < 100",
      "LCP n/a > 1200 ms",
      "TBT n/a > 50 ms",
      "CLS n/a > 0.01",
    ]);
  });

  it("lists the opportunities with the largest savings first, leaving out metrics, hidden audits and zero savings", () => {
    const top = topOpportunities(lhr());
    expect(top.map((o) => o.id)).toEqual(["render-blocking-resources", "unused-javascript"]);
    expect(top[1]).toMatchObject({ savingsMs: 300, savingsBytes: 41_000, displayValue: "Est savings of 40 KiB" });
    expect(topOpportunities(lhr(), 1)).toHaveLength(1);
  });

  it("names the LCP element and its phases", () => {
    const audit = {
      details: {
        type: "list",
        items: [
          {
            type: "table",
            items: [
              { node: { selector: "section > p.mt-6", nodeLabel: "Coded welders, certified welding inspectors" } },
            ],
          },
          {
            type: "table",
            items: [
              { phase: "TTFB", percent: "14%" },
              { phase: "Load Delay", percent: "0%" },
              { phase: "Render Delay", percent: "86%" },
            ],
          },
        ],
      },
    };
    expect(lcpElementNote(audit)).toBe(
      'section > p.mt-6 "Coded welders, certified welding inspect…" (TTFB 14%, Render Delay 86%)',
    );
    expect(lcpElementNote({})).toBe("");
  });

  it("puts the best audit for each missed budget first", () => {
    const slow = summarizeLighthouse(lhr({ lcp: 2000, script: 200 * KB }));
    const misses = lighthouseBudgetMisses("/blog", slow);
    expect(misses.map((miss) => miss.lever)).toEqual(["LCP", "bytes"]);
    // Without levers render-blocking-resources ranks first (600 ms); a bytes miss puts unused-javascript first.
    expect(topOpportunities(lhr(), 1, ["bytes"]).map((o) => o.id)).toEqual(["unused-javascript"]);
    expect(
      topOpportunities(
        lhr(),
        3,
        misses.map((miss) => miss.lever),
      ).map((o) => o.id),
    ).toEqual(["render-blocking-resources", "unused-javascript"]);
    expect(topOpportunities(lhr(), 3, ["CLS"]).map((o) => o.id)).toEqual([
      "render-blocking-resources",
      "unused-javascript",
    ]);
  });
});
