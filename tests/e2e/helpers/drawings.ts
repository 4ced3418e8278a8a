import { expect, type Locator } from "@playwright/test";
import { shapesOfSvgFile, svgShapeSelector } from "../../../app/test/svg-shapes";

/**
 * Expects `drawing` (an inline `<svg>` the page carries in place of an image) to show the drawing served at
 * `src`: the same shapes, in the same order, as the file a visitor would get by following that address.
 */
export async function expectDrawingOf(drawing: Locator, src: string) {
  const response = await drawing.page().request.get(src);
  expect(response.status(), src).toBe(200);
  const shapesOfFile = shapesOfSvgFile(await response.text());
  // The page's side runs in the browser, so it receives the selector rather than the helper.
  const shapesInPage = await drawing.evaluate(
    (svg, selector) => [...svg.querySelectorAll(selector)].map((shape) => shape.localName),
    svgShapeSelector,
  );
  expect(shapesInPage.length, `${src} has shapes`).toBeGreaterThan(0);
  expect(shapesInPage).toEqual(shapesOfFile);
  await expect(drawing).toHaveAttribute("viewBox", /^[\d.]+ [\d.]+ [\d.]+ [\d.]+$/);
}
