// Types of scripts/budget-lib.mjs for the TypeScript that imports it (its unit tests); the
// project's tsconfig does not read JavaScript (allowJs is off).

export declare const KB: number;
export declare const BUILD_BUDGET: Readonly<{ jsBrotli: number; cssBrotli: number }>;
export declare const BENCH_PAGES: readonly string[];
export declare const LIGHTHOUSE_BUDGET: Readonly<{
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  homeTotalBytes: number;
}>;

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}
export interface AssetTotal extends Sizes {
  files: string[];
}
export interface PageMeasure {
  path: string;
  js: AssetTotal;
  css: AssetTotal;
  missing: string[];
  external: string[];
}

export declare function parseAttributes(tag: string): Map<string, string>;
export declare function moduleImports(source: string): string[];
export declare function extractPageAssets(html: string): {
  scripts: string[];
  stylesheets: string[];
  inlineStyles: string[];
};
export declare function sitePathOf(url: string, pagePath?: string): string | null;
export declare function compressedSizes(content: Buffer | string): Sizes;
export declare function measurePage(page: {
  path: string;
  html: string;
  sizeOf: (sitePath: string) => Sizes | null;
}): PageMeasure;
export declare function buildBudgetFailures(
  page: PageMeasure,
  budget?: { jsBrotli: number; cssBrotli: number },
): string[];
export declare function largestPage(pages: PageMeasure[], kind: "js" | "css"): PageMeasure | undefined;
export declare function formatKB(bytes: number): string;
export declare function formatTable(header: string[], rows: (string | number)[][]): string;

export declare function median(values: (number | null | undefined)[]): number | null;
export declare const transferKinds: Readonly<Record<"html" | "css" | "js" | "font" | "image", string>>;

export interface RunSummary {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  fcp: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
  bytes: { html: number; css: number; js: number; font: number; image: number; total: number };
  requests: number;
  benchmarkIndex: number | null;
}
export interface Opportunity {
  id: string;
  title: string;
  displayValue: string;
  /** For the LCP element audit: which element, and its time by phase. */
  note: string;
  savingsMs: number;
  savingsCls: number;
  savingsBytes: number;
  metrics: Record<string, number>;
}

// biome-ignore lint/suspicious/noExplicitAny: a Lighthouse result (LH.Result) is read loosely.
type LighthouseResult = any;

export declare function summarizeLighthouse(lhr: LighthouseResult): RunSummary;
export declare function medianSummary(runs: RunSummary[]): RunSummary;
export declare function lighthouseBudgetFailures(
  path: string,
  summary: RunSummary,
  budget?: typeof LIGHTHOUSE_BUDGET,
): string[];
export type Lever = "LCP" | "TBT" | "CLS" | "bytes" | null;
export declare function lighthouseBudgetMisses(
  path: string,
  summary: RunSummary,
  budget?: typeof LIGHTHOUSE_BUDGET,
): { lever: Lever; message: string }[];
export declare function lcpElementNote(audit: LighthouseResult): string;
export declare function topOpportunities(lhr: LighthouseResult, count?: number, levers?: Lever[]): Opportunity[];
