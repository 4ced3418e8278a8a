import { ChevronLeft, ChevronRight } from "lucide-react";
import { type KeyboardEvent, useRef } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { Photo } from "~/components/ui/photo";
import { Picture } from "~/components/ui/picture";
import type { GalleryDictionary } from "~/content/locales/gallery";
import { fill } from "~/lib/i18n";
import { type GalleryPicture, galleryImageSize } from "./gallery";

/**
 * The larger view of one gallery picture, with previous/next buttons and arrow keys. Loaded on the
 * first open only (React.lazy in the grid), so visitors who never open it never download it.
 * Radix traps focus and closes on Esc; the grid decides where focus goes back.
 */
export function GalleryLightbox({
  pictures,
  index,
  open,
  onOpenChange,
  onIndexChange,
  onReturnFocus,
  text,
}: {
  pictures: readonly GalleryPicture[];
  index: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onIndexChange: (index: number) => void;
  /** Puts focus back on the grid when the dialog closes (there is no Radix trigger to return to). */
  onReturnFocus: () => void;
  text: GalleryDictionary;
}) {
  const nextRef = useRef<HTMLButtonElement>(null);
  const total = pictures.length;
  const picture = pictures[index];
  if (!picture) return null;
  const go = (step: number) => onIndexChange((index + step + total) % total);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "ArrowRight") {
      event.preventDefault();
      go(1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      go(-1);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={text.close}
        className="max-w-5xl p-4 sm:p-6"
        onKeyDown={onKeyDown}
        onOpenAutoFocus={(event) => {
          // Start on "Next": the likeliest next action, and it keeps the arrow-key hint in reach.
          event.preventDefault();
          nextRef.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onReturnFocus();
        }}
      >
        <div aria-live="polite" aria-atomic="true" className="pr-12">
          <DialogTitle className="text-2xl font-bold text-navy-900 sm:text-3xl">{picture.title}</DialogTitle>
          <DialogDescription className="mt-1 text-sm text-steel-600">
            {fill(text.counter, { position: index + 1, total })}
            <span className="sr-only">. {text.keyboardHint}</span>
          </DialogDescription>
        </div>
        <div className="mt-4 overflow-hidden rounded-md bg-navy-900">
          {picture.photo ? (
            <Photo
              key={picture.id}
              photo={picture.photo}
              alt={picture.alt}
              sizes="(min-width: 1024px) 62rem, 100vw"
              priority
              className="mx-auto max-h-[65dvh] w-auto object-contain"
            />
          ) : (
            <Picture
              key={picture.src}
              src={picture.src}
              alt={picture.alt}
              {...galleryImageSize}
              priority
              className="mx-auto max-h-[65dvh] w-auto object-contain"
            />
          )}
        </div>
        <p className="mt-3 text-sm text-steel-600">{picture.alt}</p>
        {picture.photo && picture.credit ? (
          <p className="mt-1 text-xs text-steel-600">
            {text.photoCredit} {picture.credit}
          </p>
        ) : null}
        <div className="mt-4 flex items-center justify-between gap-3">
          {/* Phones show the short words; the accessible name is always the full one and contains them. */}
          <Button variant="outline" aria-label={text.previous} onClick={() => go(-1)}>
            <ChevronLeft aria-hidden="true" />
            <span className="sm:hidden">{text.previousShort}</span>
            <span className="hidden sm:inline">{text.previous}</span>
          </Button>
          <Button ref={nextRef} variant="outline" aria-label={text.next} onClick={() => go(1)}>
            <span className="sm:hidden">{text.nextShort}</span>
            <span className="hidden sm:inline">{text.next}</span>
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
