import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { gallery as en } from "~/content/locales/en/gallery";
import { resolvedPhoto } from "~/test/photo-fixture";
import type { GalleryPicture } from "./gallery";
import { GalleryLightbox } from "./gallery-lightbox";
import { drawing } from "./test-fixtures";

afterEach(cleanup);

const photographed: GalleryPicture = {
  ...drawing,
  id: "girth-weld",
  title: "Pipeline girth weld",
  alt: "A welder closes a girth weld on a 24-inch line.",
  credit: "Jean Ekwalla",
  photo: resolvedPhoto("girth-weld"),
};

function open(index: number) {
  render(
    <GalleryLightbox
      pictures={[drawing, photographed]}
      index={index}
      open
      onOpenChange={() => {}}
      onIndexChange={() => {}}
      onReturnFocus={() => {}}
      text={en}
    />,
  );
}

describe("the gallery's larger view", () => {
  it("shows a photograph with its credit", () => {
    open(1);
    expect(screen.getByRole("img", { name: photographed.alt })).toHaveAttribute("src", photographed.photo?.src);
    expect(screen.getByText(`${en.photoCredit} Jean Ekwalla`)).toBeInTheDocument();
  });

  it("credits no one under a drawing", () => {
    open(0);
    expect(screen.getByRole("img", { name: drawing.alt })).toHaveAttribute("src", drawing.src);
    expect(screen.queryByText(new RegExp(en.photoCredit))).toBeNull();
  });
});
