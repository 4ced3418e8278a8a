import { Maximize2 } from "lucide-react";
import type { Ref } from "react";
import { Picture } from "~/components/ui/picture";
import { galleryImageSize } from "~/content/gallery";

/**
 * One picture of the grid: a button that opens the larger view. Named by its title and described
 * by the picture's alternative text; the title shows on hover and on keyboard focus, and always on
 * touch screens, which cannot hover.
 */
export function GalleryTile({
  id,
  src,
  title,
  alt,
  hintId,
  onOpen,
  ref,
}: {
  id: string;
  src: string;
  title: string;
  alt: string;
  /** Id of the shared, visually hidden "opens a larger view" hint. */
  hintId: string;
  onOpen: () => void;
  ref: Ref<HTMLButtonElement>;
}) {
  const titleId = `gallery-title-${id}`;
  const imageId = `gallery-image-${id}`;
  return (
    <button
      ref={ref}
      type="button"
      aria-haspopup="dialog"
      aria-labelledby={titleId}
      aria-describedby={`${imageId} ${hintId}`}
      onClick={onOpen}
      className="group relative block w-full cursor-zoom-in overflow-hidden rounded-lg bg-navy-900 ring-1 ring-steel-100"
    >
      <Picture
        id={imageId}
        src={src}
        alt={alt}
        {...galleryImageSize}
        className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-105 group-focus-visible:scale-105"
      />
      <span className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-3 bg-gradient-to-t from-navy-950/95 via-navy-950/70 to-transparent px-4 pt-10 pb-4 text-left opacity-0 transition-opacity duration-200 group-hover:opacity-100 group-focus-visible:opacity-100 pointer-coarse:opacity-100">
        <span id={titleId} className="font-display text-xl font-bold text-white">
          {title}
        </span>
        <Maximize2 aria-hidden="true" className="mb-1 size-5 shrink-0 text-amber-400" />
      </span>
    </button>
  );
}
