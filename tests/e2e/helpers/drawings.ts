import { expect, type Locator } from "@playwright/test";

/**
 * Expects `drawing` (an inline `<svg>` the page carries in place of an image) to show the drawing served at
 * `src`: the same shapes, in the same order, as the file a visitor would get by following that address.
 */
export async function expectDrawingOf(drawing: Locator, src: string) {
  const response = await drawing.page().request.get(src);
  expect(response.status(), src).toBe(200);
  const file = await response.text();
  const shapesOfFile = [...file.matchAll(/<(path|rect|circle|ellipse|line|polyline|polygon)\b/g)].map(
    (match) => match[1],
  );
  const shapesInPage = await drawing.evaluate((svg) =>
    [...svg.querySelectorAll("path, rect, circle, ellipse, line, polyline, polygon")].map((shape) => shape.localName),
  );
  expect(shapesInPage.length, `${src} has shapes`).toBeGreaterThan(0);
  expect(shapesInPage).toEqual(shapesOfFile);
  await expect(drawing).toHaveAttribute("viewBox", /^[\d.]+ [\d.]+ [\d.]+ [\d.]+$/);
}
