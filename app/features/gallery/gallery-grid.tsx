import { lazy, Suspense, useRef, useState } from "react";
import { galleryItems } from "~/content/gallery";
import type { GalleryDictionary } from "~/content/locales/gallery";
import { GalleryTile } from "./gallery-tile";

const GalleryLightbox = lazy(() => import("./gallery-lightbox").then((m) => ({ default: m.GalleryLightbox })));

/** The twelve pictures in 1 to 4 columns by width; each opens the larger view. */
export function GalleryGrid({ text }: { text: GalleryDictionary }) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  // The dialog's code is fetched on the first open and kept afterwards.
  const [loaded, setLoaded] = useState(false);
  const opener = useRef(0);
  const tiles = useRef<(HTMLButtonElement | null)[]>([]);
  const pictures = galleryItems.map((item) => ({ src: item.src, ...text.items[item.id] }));
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
        {galleryItems.map((item, i) => (
          <li key={item.id}>
            <GalleryTile
              ref={(el) => {
                tiles.current[i] = el;
              }}
              id={item.id}
              src={item.src}
              title={text.items[item.id].title}
              alt={text.items[item.id].alt}
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
