/**
 * The gallery's pictures, each a button that opens the larger view; the view's code loads on the first open.
 * Until the grid's code comes the pictures are there to see, and a picture pressed before it is opened once
 * it comes (client:used). A failure while rendering shows "Gallery Error" in the grid's place.
 */
import type { ComponentProps } from "react";
import { GalleryErrorBoundary } from "~/features/gallery/gallery-error-boundary";
import { GalleryGrid } from "~/features/gallery/gallery-grid";

export default function GalleryGridIsland({
  labels,
  ...grid
}: ComponentProps<typeof GalleryGrid> & { labels: ComponentProps<typeof GalleryErrorBoundary>["labels"] }) {
  return (
    <GalleryErrorBoundary labels={labels}>
      <GalleryGrid {...grid} />
    </GalleryErrorBoundary>
  );
}
