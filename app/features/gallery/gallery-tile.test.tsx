import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { resolvedPhoto } from "~/test/photo-fixture";
import { GalleryTile } from "./gallery-tile";
import { drawing } from "./test-fixtures";

afterEach(cleanup);

const photo = resolvedPhoto("tank");

describe("a gallery tile", () => {
  it("shows the drawing, named by the title and described by the alt text", () => {
    render(<GalleryTile picture={drawing} hintId="hint" onOpen={() => {}} ref={null} />);
    expect(screen.getByRole("link", { name: drawing.title })).toHaveAccessibleDescription(drawing.alt);
    expect(screen.getByRole("img", { name: drawing.alt })).toHaveAttribute("src", drawing.src);
  });

  it("shows the photograph instead of the drawing when the item has one", async () => {
    render(<GalleryTile picture={{ ...drawing, photo }} hintId="hint" onOpen={() => {}} ref={null} />);
    const image = await screen.findByRole("img", { name: drawing.alt });
    expect(image).toHaveAttribute("src", photo.src);
    expect(image.closest("picture")?.querySelector('source[type="image/avif"]')).toHaveAttribute(
      "srcset",
      photo.srcSet.avif,
    );
    expect(screen.getByRole("link", { name: drawing.title })).toHaveAccessibleDescription(drawing.alt);
  });
});
