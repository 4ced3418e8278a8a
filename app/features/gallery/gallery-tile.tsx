import { Maximize2 } from "lucide-react";
import type { Ref } from "react";
import { Photo } from "~/components/ui/photo";
import { Picture } from "~/components/ui/picture";
import { isPlainClick } from "~/lib/plain-click";
import { type GalleryPicture, galleryImageSize } from "./gallery";

const imageClass =
  "aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-105 group-focus-visible:scale-105";

/**
 * One picture of the grid: the link to the picture alone, which the larger view takes over once the grid's
 * island runs (a click before that is held for it, site/directives/used.js; without scripts, or in a new tab,
 * the picture opens on its own). Named by its title and described by the picture's alternative text; the
 * title shows on hover and on keyboard focus, and always on touch screens, which cannot hover. A
 * photograph, when the item has one, takes the drawing's place.
 */
export function GalleryTile({
  picture,
  hintId,
  onOpen,
  ref,
}: {
  picture: GalleryPicture;
  /** Id of the shared, visually hidden "opens a larger view" hint. */
  hintId: string;
  onOpen: () => void;
  ref: Ref<HTMLAnchorElement>;
}) {
  const { id, src, photo, title, alt } = picture;
  const titleId = `gallery-title-${id}`;
  const imageId = `gallery-image-${id}`;
  return (
    <a
      ref={ref}
      href={photo ? photo.src : src}
      data-held=""
      aria-haspopup="dialog"
      aria-labelledby={titleId}
      aria-describedby={`${imageId} ${hintId}`}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onOpen();
      }}
      className="group relative block w-full cursor-zoom-in overflow-hidden rounded-lg bg-navy-900 ring-1 ring-steel-100"
    >
      {photo ? (
        <Photo
          id={imageId}
          photo={photo}
          alt={alt}
          sizes="(min-width: 1280px) 20rem, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className={imageClass}
        />
      ) : (
        <Picture id={imageId} src={src} alt={alt} {...galleryImageSize} className={imageClass} />
      )}
      <span className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-3 bg-gradient-to-t from-navy-950/95 via-navy-950/70 to-transparent px-4 pt-10 pb-4 text-left opacity-0 transition-opacity duration-200 group-hover:opacity-100 group-focus-visible:opacity-100 pointer-coarse:opacity-100">
        <span id={titleId} className="font-display text-xl font-bold text-white">
          {title}
        </span>
        <Maximize2 aria-hidden="true" className="mb-1 size-5 shrink-0 text-amber-400" />
      </span>
    </a>
  );
}
