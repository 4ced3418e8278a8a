import type { Page } from "@playwright/test";
import { common as en } from "../../app/content/locales/en/common";
import { pages } from "../../app/content/pages";
import { projectSlugs } from "../../app/content/prerender.server";
import { localizePath } from "../../app/lib/i18n";
import { expect, hydrated, openPage, test, withConsent } from "./fixtures";
import { scheduleFromWidget } from "./helpers/dialogs";
import { postSlugsOf } from "./helpers/posts";
import { afterLoadAndIdle } from "./helpers/video";

/**
 * WCAG 1.4.10 Reflow and 2.5.8 Target Size. The mobile project checks a 320 px wide screen; the
 * desktop project checks a 1280×800 screen zoomed to 200 %, which lays pages out exactly like a
 * 640×400 viewport at twice the pixel density.
 */

const articlePaths = postSlugsOf("en").map((slug) => `/blog/${slug}`);

// Every project, and one filter page: the filters are the same template.
const projectPaths = [...projectSlugs().map((slug) => `/projects/${slug}`), "/projects/service/ndt"];

const englishPaths = [...pages.map((p) => p.path), ...articlePaths, ...projectPaths];
const frenchPaths = [
  "/",
  "/services/ndt",
  "/services/staff-outsourcing",
  "/blog",
  ...articlePaths.slice(0, 1),
  ...projectPaths.slice(0, 1),
  "/gallery",
  "/standards",
  "/privacy",
].map((path) => localizePath(path, "fr"));
const allPaths = [...englishPaths, ...frenchPaths];

/** Smallest target WCAG 2.2 AA accepts (2.5.8), in CSS pixels. */
const minTarget = 24;

interface Offender {
  what: string;
  width: number;
  height: number;
}

/** Every visible control smaller than 24×24, except links that sit inside a sentence of prose. */
async function smallTargets(page: Page): Promise<Offender[]> {
  return page.evaluate((min) => {
    const label = (el: Element) => {
      const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 50);
      const type = el instanceof HTMLInputElement ? `[type=${el.type}]` : "";
      return `<${el.tagName.toLowerCase()}${type}> "${name}"`;
    };
    /** Visually hidden (sr-only) content is clipped to nothing: it is not a target anyone can see. */
    const clippedAway = (el: Element) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.clip === "rect(0px, 0px, 0px, 0px)" || style.clipPath === "inset(50%)") return true;
      }
      return false;
    };
    /** WCAG 2.5.8's inline exception: a link in a sentence of a paragraph or list item. */
    const inlineInProse = (el: Element) => {
      const parent = el.parentElement;
      if (el.tagName !== "A" || !parent || !["P", "LI"].includes(parent.tagName)) return false;
      if (getComputedStyle(el).display !== "inline") return false;
      const own = (el.textContent ?? "").trim().length;
      const around = (parent.textContent ?? "").trim().length;
      return around > own;
    };
    const offenders: { what: string; width: number; height: number }[] = [];
    for (const el of document.querySelectorAll("a[href], button, input, select, textarea")) {
      if (el instanceof HTMLInputElement && el.type === "hidden") continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (clippedAway(el) || inlineInProse(el)) continue;
      const box = el.getBoundingClientRect();
      if (box.width < min - 0.5 || box.height < min - 0.5) {
        offenders.push({ what: label(el), width: Math.round(box.width), height: Math.round(box.height) });
      }
    }
    return offenders;
  }, minTarget);
}

/**
 * How wide the page's content is against the screen, and what sticks out past its right edge. A
 * phone browser zooms out to fit content that is too wide, which widens `innerWidth` with it: the
 * screen width the test set is the fixed measure.
 */
async function horizontalOverflow(page: Page) {
  const screen = page.viewportSize()?.width ?? 0;
  return page.evaluate((screenWidth) => {
    const viewport = Math.min(window.innerWidth, screenWidth);
    const wider: string[] = [];
    for (const el of document.body.querySelectorAll("*")) {
      const box = el.getBoundingClientRect();
      if (box.right > viewport + 0.5 && box.width > 0) {
        const id = el.id ? `#${el.id}` : "";
        wider.push(`<${el.tagName.toLowerCase()}${id}> right=${Math.round(box.right)}`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, viewport, wider: wider.slice(0, 8) };
  }, screen);
}

async function checkPage(page: Page, path: string) {
  await withConsent(page);
  await page.goto(path);
  await hydrated(page);
  const overflow = await horizontalOverflow(page);
  expect(
    overflow.scrollWidth,
    `${path} scrolls sideways; sticking out: ${overflow.wider.join(", ")}`,
  ).toBeLessThanOrEqual(overflow.viewport);
  expect(await smallTargets(page), `${path}: targets smaller than ${minTarget}×${minTarget} px`).toEqual([]);
}

test.describe("reflow at 320 px wide", () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test.skip(({ isMobile }) => !isMobile, "the mobile project checks the narrow screen");
  for (const path of allPaths) {
    test(`${path} fits without sideways scrolling, targets ≥ 24 px`, async ({ page }) => {
      await checkPage(page, path);
    });
  }
});

test.describe("reflow at 1280×800 zoomed to 200 %", () => {
  test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });
  test.skip(({ isMobile }) => isMobile, "the desktop project checks desktop zoom");
  for (const path of allPaths) {
    test(`${path} fits without sideways scrolling, targets ≥ 24 px`, async ({ page }) => {
      await checkPage(page, path);
    });
  }
});

/**
 * Records every animation or transition longer than 0.01 s at the moment one starts (the events
 * fire when it begins), so a short check cannot miss one that ends before it looks.
 */
async function recordMotion(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __motion: Set<string> };
    w.__motion = new Set();
    const record = () => {
      for (const a of document.getAnimations()) {
        const ms = Number(a.effect?.getTiming().duration) || 0;
        if (ms <= 10) continue;
        const target = (a.effect as KeyframeEffect | null)?.target;
        const name =
          a instanceof CSSTransition ? a.transitionProperty : a instanceof CSSAnimation ? a.animationName : a.id;
        w.__motion.add(`<${target?.tagName.toLowerCase() ?? "?"}> ${name} ${ms} ms`);
      }
    };
    for (const type of ["transitionrun", "transitionstart", "animationstart"]) {
      window.addEventListener(type, record, true);
    }
  });
  return () =>
    page.evaluate(() => {
      const w = window as unknown as { __motion: Set<string> };
      return [...w.__motion];
    });
}

test.describe("reduced motion (WCAG 2.3.3)", () => {
  test.use({ reducedMotion: "reduce" });

  test("the home page adds no background video and runs no animation longer than 0.01 s", async ({ page }) => {
    const motion = await recordMotion(page);
    await openPage(page, "/");
    // The video would be added after the load event, a settling time and an idle moment: wait past them.
    await afterLoadAndIdle(page);
    await expect(page.locator("iframe")).toHaveCount(0);
    // Scrolling turns the header solid, a colour change that is animated for everyone else.
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(page.getByRole("banner")).toHaveAttribute("data-solid", "true");
    // Opening the contact widget and a dialog brings in more moving parts.
    await scheduleFromWidget(page, en);
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    expect(await motion(), "animations longer than 0.01 s").toEqual([]);
  });

  test("focusing a gallery picture zooms it without animating", async ({ page }) => {
    const motion = await recordMotion(page);
    await withConsent(page);
    await page.goto("/gallery");
    await hydrated(page);
    const tile = page.getByRole("listitem").getByRole("button").first();
    await tile.focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(tile).toBeFocused();
    expect(await motion(), "animations longer than 0.01 s").toEqual([]);
  });
});
