import { test as base, expect, type Locator, type Page } from "@playwright/test";
import type { LeadStore } from "../../server/leads/store.ts";
import { type Site, type SiteKind, startSite } from "../support/site-server";

/**
 * What every spec imports: the `test` object (which fails a test on any console error) and the steps that
 * set a page up or read what it stored. Helpers only some specs need live in `helpers/`, one module per
 * concern: `text` (HTML to text, regex escaping), `keyboard`, `video`, `csp`, `posts`, `dictionaries`,
 * `dialogs` (the widget and the lead dialogs), `forms` (answering a form by its labels), `editor` (the staff
 * editor's steps).
 */

export { expect };

export interface ConsoleGuard {
  /** Messages matching this pattern are expected by the test and do not fail it. */
  allow: (pattern: RegExp) => void;
}

/** The worker's site, for reading back what it stored (`leadsWhere`): one per worker process. */
let workerSite: Site | null = null;

/**
 * Each worker runs its project's site on a port of its own (`siteKind`, set per project in
 * playwright.config.ts), and every page and request of its tests goes there.
 *
 * Every test fails on a console error or an uncaught page error it did not declare as expected,
 * so a broken page cannot pass a test that looks elsewhere.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard }, { siteKind: SiteKind; site: Site }>({
  siteKind: ["node", { scope: "worker", option: true }],
  site: [
    async ({ siteKind }, use) => {
      const site = await startSite(siteKind);
      workerSite = site;
      await use(site);
      workerSite = null;
      await site.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ site }, use) => use(site.url),
  consoleGuard: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on("console", (msg) => {
        if (msg.type() !== "error") return;
        // A failed load names its status only: the address says which server to look at.
        const failedLoad = msg.text().startsWith("Failed to load resource") && msg.location().url;
        errors.push(failedLoad ? `${msg.text()} (${failedLoad})` : msg.text());
      });
      page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = errors.filter((e) => !allowed.some((p) => p.test(e)));
      expect(unexpected, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

/** Records every mail draft the page opens instead of handing it to a mail program. */
export async function captureMailto(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __mailto: string[] };
    w.__mailto = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.href.startsWith("mailto:")) {
        w.__mailto.push(this.href);
        return;
      }
      click.call(this);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __mailto: string[] }).__mailto);
}

/**
 * Puts `value` in the page's local storage under `key` before any of its scripts run, on every load. Init
 * scripts also run in embedded frames, where storage may be denied: there it stores nothing.
 */
export async function storeBeforeLoad(page: Page, key: string, value: string) {
  await page.addInitScript(
    ([k, v]) => {
      try {
        window.localStorage.setItem(k, v);
      } catch {}
    },
    [key, value] as const,
  );
}

/** Starts with consent already given, so the cookie banner stays out of tests about other things. */
export async function withConsent(page: Page, choice: "accepted" | "declined" = "accepted") {
  await storeBeforeLoad(page, "cookie-consent", choice);
}

/**
 * Waits until the page's scripts have started: React has hydrated the page, or, on a page built with islands,
 * every island has (Astro takes an island's `ssr` mark away once it has hydrated), those that start when first
 * used once reached for, and the shell has set the page's mark.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    // Islands that start when first used wait for a visitor's pointer (site/directives/used.js): reach for each.
    for (const island of document.querySelectorAll('astro-island[ssr][client="used"]')) {
      island.dispatchEvent(new PointerEvent("pointermove", { movementX: 1 }));
    }
    return document.documentElement.dataset.hydrated === "true" && !document.querySelector("astro-island[ssr]");
  });
}

/**
 * Opens a page as a returning visitor who has answered the cookie banner, and waits until it is hydrated.
 */
export async function openPage(page: Page, path: string) {
  await withConsent(page);
  await page.goto(path);
  await hydrated(page);
}

/** The page is in `locale` (its `<html lang>`) and its one main heading reads `title`. */
export async function expectPageIn(page: Page, locale: string, title: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
}

/** Follows `link` as a visitor does and checks where it lands: the address, and the main heading `title`. */
export async function followLink(link: Locator, url: string | RegExp, title: string) {
  await link.click();
  await expect(link.page()).toHaveURL(url);
  await expect(link.page().getByRole("heading", { level: 1 })).toHaveText(title);
}

/** A stored lead as the tests read it back: the row, with its fields and campaign parameters parsed. */
export interface StoredLead {
  ref: string;
  kind: string;
  locale: string;
  page: string;
  referrer: string;
  fields: Record<string, string>;
  utm: Record<string, string>;
}

/**
 * Runs `read` on the database of the worker's site: its embedded one, or its PostgreSQL in the `postgres`
 * project. Opened beside the running server, unlocked, and closed after.
 */
async function withWorkerStore<T>(read: (store: LeadStore) => Promise<T>): Promise<T> {
  const { openLeadStore } = await import("../../server/leads/store.ts");
  if (!workerSite) throw new Error("no site runs in this worker yet");
  const store = await openLeadStore(
    { databaseUrl: workerSite.databaseUrl, dataDir: workerSite.dataDir },
    { lock: false },
  );
  try {
    return await read(store);
  } finally {
    await store.close();
  }
}

/** The leads stored with `column` equal to `value`, read from the worker's site. */
export function leadsWhere(column: "ref" | "email", value: string): Promise<StoredLead[]> {
  return withWorkerStore(async (store) => {
    const rows = await store.db.selectFrom("leads").selectAll().where(column, "=", value).execute();
    return rows.map((row) => ({
      ref: row.ref,
      kind: row.kind,
      locale: row.locale,
      page: row.page,
      referrer: row.referrer,
      fields: JSON.parse(row.fields),
      utm: JSON.parse(row.utm),
    }));
  });
}

/** The files stored with a lead, in the visitor's order, each with its content, read from the worker's site. */
export function storedFilesOf(ref: string) {
  return withWorkerStore(async (store) => {
    const { filesOf, readStoredFile } = await import("../../server/leads/files.ts");
    const { buffer } = await import("node:stream/consumers");
    const files = await filesOf(store, ref);
    return Promise.all(
      files.map(async (file) => ({
        name: file.name,
        type: file.type,
        content: await buffer(readStoredFile(store, file.sha256)),
      })),
    );
  });
}

/** A fresh address per test, so that leads can be counted by the email they were sent with. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;
}

export { officeDay, workingDay } from "../../app/test/office-day";
