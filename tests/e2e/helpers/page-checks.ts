import { expect, type Page } from "@playwright/test";
import { common as enCommon } from "../../../app/content/locales/en/common";
import { common as frCommon } from "../../../app/content/locales/fr/common";
import { englishOnlyWords, frenchAllowList } from "../french-allow-list";
import { escapeRegExp } from "./text";

/**
 * Checks of a page's layout and text that several specs make: the phone's first screen and the contact tab,
 * reflow and target sizes (WCAG 1.4.10, 2.5.8), the faces the text is laid out in, and English left on a
 * French page. Each reads the page as it is now; the specs decide the viewport and the state.
 */

/** Fully inside the viewport and above the cookie banner's top edge. */
export async function expectOnFirstScreen(page: Page, box: { y: number; height: number } | null, what: string) {
  const banner = await page
    .getByRole("region", { name: enCommon.cookie.label, exact: true })
    .or(page.getByRole("region", { name: frCommon.cookie.label, exact: true }))
    .boundingBox();
  const floor = banner?.y ?? page.viewportSize()?.height ?? 0;
  expect(box, what).not.toBeNull();
  expect(box?.y ?? -1, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect((box?.y ?? 0) + (box?.height ?? 0), `${what} ends above the banner (${floor})`).toBeLessThanOrEqual(floor);
}

/**
 * What the contact tab would cover, wherever the page is scrolled: every text and control of the page
 * (fixed layers such as the header and the tab itself excepted) whose box, clipped by its scrolling or
 * clipping ancestors, meets the tab's box at some scroll position.
 */
export function coveredByTab(tabName: string): string[] {
  const tab = [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === tabName);
  if (!tab) return [`no tab named ${tabName}`];
  const t = tab.getBoundingClientRect();
  const maxScroll = document.documentElement.scrollHeight - innerHeight;
  // Fixed layers move with the screen (the header is above the tab anyway); text only screen readers get
  // is clipped to nothing.
  const skipped = (el: Element | null) => {
    for (let e = el; e; e = e.parentElement) {
      const style = getComputedStyle(e);
      if (style.position === "fixed" || style.position === "sticky") return true;
      if ((style.clip !== "auto" && style.clip !== "") || style.clipPath !== "none") return true;
    }
    return false;
  };
  // The part of `rect` left visible by `from` and its ancestors that clip or scroll their content.
  const clip = (from: Element | null, rect: DOMRect) => {
    let { left, right, top, bottom } = rect;
    for (let e = from; e; e = e.parentElement) {
      const style = getComputedStyle(e);
      if (style.overflowX !== "visible" || style.overflowY !== "visible") {
        const c = e.getBoundingClientRect();
        left = Math.max(left, c.left);
        right = Math.min(right, c.right);
        top = Math.max(top, c.top);
        bottom = Math.min(bottom, c.bottom);
      }
    }
    return { left, right, top, bottom };
  };
  const y0 = scrollY;
  // Whether a box of the page (at the current scroll) passes under the fixed tab at some scroll position.
  const meets = (r: { left: number; right: number; top: number; bottom: number }) => {
    if (r.right - r.left <= 1 || r.bottom - r.top <= 1) return false;
    if (r.right <= t.left || r.left >= t.right) return false;
    const docTop = r.top + y0;
    const docBottom = r.bottom + y0;
    // Scroll positions s where [docTop - s, docBottom - s] overlaps [t.top, t.bottom].
    const from = Math.max(0, docTop - t.bottom);
    const to = Math.min(maxScroll, docBottom - t.top);
    return from < to;
  };
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (
      !parent ||
      !node.textContent?.trim() ||
      skipped(parent) ||
      !parent.checkVisibility({ visibilityProperty: true })
    )
      continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      if (meets(clip(parent, rect))) {
        found.push(`text "${node.textContent.trim().slice(0, 40)}"`);
        break;
      }
    }
  }
  for (const control of document.querySelectorAll(
    "a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex='-1'])",
  )) {
    if (skipped(control) || !control.checkVisibility({ visibilityProperty: true })) continue;
    if (meets(clip(control.parentElement, control.getBoundingClientRect()))) {
      found.push(`${control.tagName.toLowerCase()} "${(control.textContent ?? "").trim().slice(0, 40)}"`);
    }
  }
  return found;
}

/** Smallest target WCAG 2.2 AA accepts (2.5.8), in CSS pixels. */
export const minTarget = 24;

interface Offender {
  what: string;
  width: number;
  height: number;
}

/** Every visible control smaller than 24×24, except links that sit inside a sentence of prose. */
export async function smallTargets(page: Page): Promise<Offender[]> {
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
export async function horizontalOverflow(page: Page) {
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

/** The page fits the screen's width and its controls are large enough to hit. */
export async function expectReflow(page: Page, path: string) {
  const overflow = await horizontalOverflow(page);
  expect(
    overflow.scrollWidth,
    `${path} scrolls sideways; sticking out: ${overflow.wider.join(", ")}`,
  ).toBeLessThanOrEqual(overflow.viewport);
  expect(await smallTargets(page), `${path}: targets smaller than ${minTarget}×${minTarget} px`).toEqual([]);
}

/**
 * Every face (family, size, weight, style) the page's laid-out text uses, each with a sample: decision 0010
 * keeps the benchmarked pages within a short type scale on a phone.
 */
export function textFaces(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Map<string, string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      // Text in a `display: none` subtree is never laid out, so it costs no look-up.
      if (!node.textContent?.trim() || !element || element.getClientRects().length === 0) continue;
      const style = getComputedStyle(element);
      const face = [style.fontFamily.split(",")[0], style.fontSize, style.fontWeight, style.fontStyle].join(" | ");
      if (!found.has(face)) found.set(face, node.textContent.trim().slice(0, 40));
    }
    return [...found].map(([face, sample]) => `${face} — "${sample}"`);
  });
}

const english = new Set(englishOnlyWords);
const allowed = new RegExp(frenchAllowList.map(escapeRegExp).join("|"), "gi");

/** English words left in a French text, each with a little context. */
function englishIn(text: string): string[] {
  const cleaned = text.replace(allowed, " ");
  const found: string[] = [];
  for (const match of cleaned.matchAll(/[A-Za-zÀ-ÖØ-öø-ÿœŒ'’]+/g)) {
    const word = match[0].toLowerCase().replace(/['’]s$/, "");
    if (english.has(word)) {
      const at = match.index ?? 0;
      found.push(`"${word}" in "…${cleaned.slice(Math.max(0, at - 30), at + 30).replace(/\s+/g, " ")}…"`);
    }
  }
  return found;
}

/** English words left in what a visitor of a French page reads or hears. */
export async function englishOnFrenchPage(page: Page): Promise<string[]> {
  // What a visitor reads or hears: visible text, and the attributes assistive technology announces.
  const texts = await page.evaluate(() => {
    const out: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // With scripts on, a <noscript>'s content is its markup as text, which nobody sees.
      if (!parent || parent.closest("script, style, noscript, [lang]:not(html)")) continue;
      out.push(node.textContent ?? "");
    }
    for (const el of document.querySelectorAll("[alt], [title], [aria-label], [placeholder]")) {
      if (el.closest("[lang]:not(html)")) continue;
      for (const attr of ["alt", "title", "aria-label", "placeholder"]) {
        const value = el.getAttribute(attr);
        if (value) out.push(value);
      }
    }
    const description = document.querySelector('meta[name="description"]')?.getAttribute("content");
    if (description) out.push(description);
    return out;
  });
  return englishIn(texts.join(" \n "));
}
