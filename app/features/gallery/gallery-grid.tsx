import { lazy, Suspense, useRef, useState } from "react";
import type { GalleryDictionary } from "~/content/locales/gallery";
import type { GalleryPicture } from "./gallery";
import { GalleryTile } from "./gallery-tile";

const GalleryLightbox = lazy(() => import("./gallery-lightbox").then((m) => ({ default: m.GalleryLightbox })));

/** The pictures in 1 to 4 columns by width, in their order; each opens the larger view. */
export function GalleryGrid({ pictures, text }: { pictures: readonly GalleryPicture[]; text: GalleryDictionary }) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  // The dialog's code is fetched on the first open and kept afterwards.
  const [loaded, setLoaded] = useState(false);
  const opener = useRef(0);
  const tiles = useRef<(HTMLAnchorElement | null)[]>([]);
  const hintId = "gallery-open-hint";

  function openAt(i: number) {
    opener.current = i;
    setIndex(i);
    setLoaded(true);
    setOpen(true);
  }

  return (
    <>
      <p id={hintId} className="sr-only">
        {text.openHint}
      </p>
      <ul className="mt-10 grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4">
        {pictures.map((picture, i) => (
          <li key={picture.id}>
            <GalleryTile
              ref={(el) => {
                tiles.current[i] = el;
              }}
              picture={picture}
              hintId={hintId}
              onOpen={() => openAt(i)}
            />
          </li>
        ))}
      </ul>
      {loaded ? (
        <Suspense fallback={null}>
          <GalleryLightbox
            pictures={pictures}
            index={index}
            open={open}
            onOpenChange={setOpen}
            onIndexChange={setIndex}
            onReturnFocus={() => tiles.current[opener.current]?.focus()}
            text={text}
          />
        </Suspense>
      ) : null}
    </>
  );
}
