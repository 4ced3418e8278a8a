import { describe, expect, it } from "vitest";
import { inlineSvg } from "./inline-svg";

const drawing =
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">' +
  '<defs><linearGradient id="b" x2="0" y2="1"><stop stop-color="#0b1f33"/></linearGradient></defs>' +
  '<rect width="800" height="500" fill="url(#b)"/><use href="#b"/><path d="M0 0h10" stroke="#f26b1d"/></svg>\n';

describe("inlineSvg", () => {
  it("keeps the viewBox and the root's content, with every id and reference to it under the drawing's name", () => {
    expect(inlineSvg(drawing, "service-ndt")).toEqual({
      viewBox: "0 0 800 500",
      markup:
        '<defs><linearGradient id="service-ndt-b" x2="0" y2="1"><stop stop-color="#0b1f33"/></linearGradient></defs>' +
        '<rect width="800" height="500" fill="url(#service-ndt-b)"/><use href="#service-ndt-b"/>' +
        '<path d="M0 0h10" stroke="#f26b1d"/>',
    });
  });

  it("accepts an XML declaration before the root", () => {
    expect(inlineSvg(`<?xml version="1.0"?>\n${drawing}`, "x")?.viewBox).toBe("0 0 800 500");
  });

  it("refuses a file without a viewBox or that is not one SVG root", () => {
    expect(inlineSvg('<svg width="10" height="10"><path d="M0 0"/></svg>', "x")).toBeUndefined();
    expect(inlineSvg("<html><body></body></html>", "x")).toBeUndefined();
    expect(inlineSvg("", "x")).toBeUndefined();
  });
});
