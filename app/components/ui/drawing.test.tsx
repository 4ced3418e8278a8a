import "@testing-library/jest-dom/vitest";
import { readFileSync } from "node:fs";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { shapesOfSvgElement, shapesOfSvgFile } from "~/test/svg-shapes";
import { Drawing } from "./drawing";

afterEach(cleanup);

const alt = "Illustration of a technician scanning a pipe girth weld";

describe("Drawing", () => {
  it("carries one of the site's drawings inline, named by its alternative text", () => {
    render(<Drawing src="/images/service-ndt.svg" alt={alt} width={800} height={500} className="w-full" />);
    const drawing = screen.getByRole("img", { name: alt });
    expect(drawing.localName).toBe("svg");
    expect(drawing).toHaveAttribute("viewBox", "0 0 800 500");
    expect(drawing).toHaveClass("h-auto", "max-w-full", "w-full");
    const shapes = shapesOfSvgFile(readFileSync("public/images/service-ndt.svg", "utf8"));
    expect(shapes.length).toBeGreaterThan(0);
    expect(shapesOfSvgElement(drawing)).toEqual(shapes);
    expect(document.querySelector("img")).toBeNull();
  });

  it("hides a decorative drawing from assistive technology and lets it fill its parent", () => {
    const { container } = render(<Drawing src="/images/hero-poster.svg" alt="" width={1600} height={900} fill />);
    const drawing = container.querySelector("svg");
    expect(drawing).toHaveAttribute("aria-hidden", "true");
    expect(drawing).not.toHaveAttribute("role");
    expect(drawing).toHaveAttribute("preserveAspectRatio", "xMidYMid slice");
    expect(drawing).toHaveClass("absolute", "inset-0", "size-full");
    expect(drawing?.querySelector("#hero-poster-b")).not.toBeNull();
  });

  it("leaves any other file, such as a photo an editor chose, to an eager image", () => {
    render(<Drawing src="/photos/tank-weld-1a2b3c4d-800.jpg" alt={alt} width={800} height={500} />);
    const image = screen.getByRole("img", { name: alt });
    expect(image.localName).toBe("img");
    expect(image).toHaveAttribute("src", "/photos/tank-weld-1a2b3c4d-800.jpg");
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "high");
  });
});
