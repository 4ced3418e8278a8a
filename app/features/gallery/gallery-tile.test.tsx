import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { GalleryPicture } from "./gallery";
import { GalleryTile } from "./gallery-tile";

afterEach(cleanup);

const drawing: GalleryPicture = {
  id: "tank",
  src: "/images/gallery-06-storage-tank-inspection.svg",
  photo: null,
  credit: null,
  title: "Storage Tank Inspection",
  alt: "A crawler scans the shell of a storage tank.",
};
const photo = {
  width: 1600,
  height: 1200,
  placeholder: "data:image/webp;base64,AAAA",
  src: "/photos/tank-1a2b3c4d-800.jpg",
  srcSet: {
    avif: "/photos/tank-11111111-480.avif 480w",
    webp: "/photos/tank-22222222-480.webp 480w",
    jpeg: "/photos/tank-1a2b3c4d-800.jpg 800w",
  },
};

describe("a gallery tile", () => {
  it("shows the drawing, named by the title and described by the alt text", () => {
    render(<GalleryTile picture={drawing} hintId="hint" onOpen={() => {}} ref={null} />);
    expect(screen.getByRole("button", { name: drawing.title })).toHaveAccessibleDescription(drawing.alt);
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
    expect(screen.getByRole("button", { name: drawing.title })).toHaveAccessibleDescription(drawing.alt);
  });
});
