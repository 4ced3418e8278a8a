import "@testing-library/jest-dom/vitest";
import { readFileSync } from "node:fs";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { company } from "~/content/company";
import { common as en } from "~/content/locales/en/common";
import { pageAt } from "~/test/page-at";
import { shapesOfSvgElement, shapesOfSvgFile } from "~/test/svg-shapes";
import { Logo } from "./logo";

afterEach(cleanup);

describe("Logo", () => {
  it("links home with the company's name and carries the mark inline, the same shapes as its file", async () => {
    render(await pageAt("/about", <Logo />));
    const home = screen.getByRole("link", { name: new RegExp(company.shortName) });
    expect(home).toHaveAttribute("href", "/");
    expect(home).toHaveTextContent(en.homeLink);
    const mark = home.querySelector("svg");
    expect(mark).toHaveAttribute("aria-hidden", "true");
    expect(mark).toHaveAttribute("viewBox", "0 0 64 64");
    const shapes = shapesOfSvgFile(readFileSync("public/images/logo-mark.svg", "utf8"));
    expect(shapes.length).toBeGreaterThan(0);
    expect(mark && shapesOfSvgElement(mark)).toEqual(shapes);
    expect(home.querySelector("img")).toBeNull();
  });
});
