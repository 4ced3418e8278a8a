import type { Page } from "@playwright/test";
import { common as enCommon } from "../../app/content/locales/en/common";
import { home as en } from "../../app/content/locales/en/home";
import { home as fr } from "../../app/content/locales/fr/home";
import { videoSettleMs } from "../../app/features/home/use-deferred-video";
import { heroVideoTestId } from "../support/site-server";
import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, test, withConsent } from "./fixtures";
import { recordCspViolations } from "./helpers/csp";
import { afterLoadAndIdle, stubVideoHost, watchVideoHost } from "./helpers/video";

/**
 * The hero video, on a second build that names a clip (`npm run build:video`, the "video" project): the
 * shipped config names none, and its own build is checked to never contact the video host (home.spec.ts).
 */

/**
 * Opens `path` as a visitor who has not answered the cookie banner yet, with the video host refused;
 * returns the requests the page makes to it from now on.
 */
async function openUndecided(page: Page, path: string) {
  const toVideoHost = watchVideoHost(page);
  await page.goto(path);
  await hydrated(page);
  return toVideoHost;
}

/** The same, as a visitor who accepted the cookies. */
async function openWithConsent(page: Page, path: string) {
  await withConsent(page);
  return openUndecided(page, path);
}

/** Past the moment the video would have come: no player on the page, and nothing asked of its host. */
async function expectNoVideo(page: Page, toVideoHost: string[]) {
  await afterLoadAndIdle(page);
  await expect(page.locator("iframe")).toHaveCount(0);
  expect(toVideoHost).toEqual([]);
}

test.describe("hero video and consent", () => {
  test("nothing is asked of the video host before the visitor accepts; accepting starts the video", async ({
    page,
  }) => {
    const toVideoHost = await openUndecided(page, "/");
    const banner = page.getByRole("region", { name: enCommon.cookie.label });
    // The banner names the third party that would serve the video.
    await expect(banner).toContainText(enCommon.cookie.textWithVideo);
    await expectNoVideo(page, toVideoHost);

    await banner.getByRole("button", { name: enCommon.cookie.accept }).click();
    await expect(page.locator("iframe")).toHaveCount(1, { timeout: 15_000 });
    await expect.poll(() => toVideoHost.length).toBeGreaterThan(0);
  });

  for (const how of ["Decline", "the close button"] as const) {
    test(`a visitor who declines (${how}) keeps the poster and the video host never hears of them`, async ({
      page,
    }) => {
      const toVideoHost = await openUndecided(page, "/");
      const banner = page.getByRole("region", { name: enCommon.cookie.label });
      await banner
        .getByRole("button", {
          name: how === "Decline" ? enCommon.cookie.decline : enCommon.cookie.close,
          exact: true,
        })
        .click();
      await expect(banner).toBeHidden();
      await afterLoadAndIdle(page);
      await page.reload();
      await hydrated(page);
      await expectNoVideo(page, toVideoHost);
    });
  }
});

test.describe("hero video", () => {
  test("is added after the page is loaded and settled, from the privacy-enhanced embed, without shifting anything", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number; __shifts: string[]; __loadAt?: number; __videoAt?: number };
      w.__shift = 0;
      w.__shifts = [];
      addEventListener("load", () => {
        w.__loadAt = performance.now();
      });
      new MutationObserver(() => {
        if (w.__videoAt === undefined && document.querySelector("iframe")) w.__videoAt = performance.now();
      }).observe(document, { childList: true, subtree: true });
      new PerformanceObserver((list) => {
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        for (const entry of list.getEntries() as Shift[]) {
          if (entry.hadRecentInput) continue;
          w.__shift += entry.value;
          // What moved, and when, for the failure's message: a shift that comes now and then is found by its node.
          const moved = entry.sources.map(({ node, previousRect: a, currentRect: b }) => {
            const name =
              node instanceof Element
                ? `<${node.localName} class="${node.getAttribute("class") ?? ""}">`
                : node?.nodeName;
            return `${name} ${a.x},${a.y} ${a.width}×${a.height} → ${b.x},${b.y} ${b.width}×${b.height}`;
          });
          w.__shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join("; ")}`);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await openWithConsent(page, "/");
    const hero = page.getByRole("region", { name: en.hero.title });
    const before = await hero.boundingBox();
    const video = page.locator("iframe");
    await expect(video).toHaveCount(1, { timeout: 15_000 });
    // The player waits for the page to settle after its load event (it would compete with hydration).
    const { loadAt, videoAt } = await page.evaluate(() => {
      const w = window as unknown as { __loadAt?: number; __videoAt?: number };
      return { loadAt: w.__loadAt ?? Number.NaN, videoAt: w.__videoAt ?? Number.NaN };
    });
    expect(videoAt - loadAt).toBeGreaterThanOrEqual(videoSettleMs);
    const src = new URL((await video.getAttribute("src")) ?? "");
    expect(src.origin).toBe("https://www.youtube-nocookie.com");
    expect(src.pathname).toBe(`/embed/${heroVideoTestId}`);
    // Literals: a muted clip that plays by itself, inline, looping on itself, without controls.
    const params = Object.fromEntries(src.searchParams);
    expect(params).toMatchObject({
      autoplay: "1",
      mute: "1",
      loop: "1",
      playlist: heroVideoTestId,
      controls: "0",
      playsinline: "1",
    });
    await expect(video).toHaveAttribute("title", en.hero.videoTitle);
    await expect(video).toHaveAttribute("aria-hidden", "true");
    await expect(video).toHaveAttribute("tabindex", "-1");
    await expect(video).toHaveCSS("position", "absolute");
    await expect(video).toHaveCSS("pointer-events", "none");
    await page.evaluate(() => document.fonts.ready);
    expect(await hero.boundingBox()).toEqual(before);
    const { shift, shifts } = await page.evaluate(() => {
      const w = window as unknown as { __shift: number; __shifts: string[] };
      return { shift: w.__shift, shifts: w.__shifts };
    });
    expect(shift, `layout shifts (load at ${loadAt} ms, video at ${videoAt} ms):\n${shifts.join("\n")}`).toBeLessThan(
      0.01,
    );
  });

  /** Visitors who asked, through their browser, for no moving video or for less data. */
  const visitorsWithoutVideo: [string, (page: Page) => Promise<unknown>][] = [
    ["prefers reduced motion", (page) => page.emulateMedia({ reducedMotion: "reduce" })],
    [
      "saves data",
      (page) =>
        page.addInitScript(() => {
          Object.defineProperty(Navigator.prototype, "connection", {
            get: () => ({ saveData: true }),
            configurable: true,
          });
        }),
    ],
  ];
  for (const [who, asks] of visitorsWithoutVideo) {
    test(`is never added when the visitor ${who}`, async ({ page }) => {
      await asks(page);
      await expectNoVideo(page, await openWithConsent(page, "/"));
    });
  }

  test("the page with its video has no axe violations", async ({ page }) => {
    await openWithConsent(page, "/fr");
    await expect(page.getByRole("region", { name: fr.hero.title })).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(1, { timeout: 15_000 });
    await expectNoAxeViolations(page, "/fr with the hero video");
  });
});

test("the hero video frame is allowed by the Content-Security-Policy", async ({ page }) => {
  const violations = await recordCspViolations(page);
  await stubVideoHost(page);
  await withConsent(page);
  await page.goto("/");
  await hydrated(page);
  await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toBeAttached({
    timeout: 15_000,
  });
  expect(await violations()).toEqual([]);
});
