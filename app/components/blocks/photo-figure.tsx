import { Photo } from "~/components/ui/photo";
import type { CreditedPhoto } from "~/lib/photos";

/** A photograph with its credit under it: a case study's, an article's. */
export function PhotoFigure({
  photo,
  creditLabel,
  sizes,
  priority = false,
}: {
  photo: CreditedPhoto;
  creditLabel: string;
  sizes: string;
  priority?: boolean;
}) {
  return (
    <figure>
      <Photo photo={photo.photo} alt={photo.alt} sizes={sizes} priority={priority} className="w-full rounded-lg" />
      <figcaption className="mt-2 text-sm text-steel-600">
        {creditLabel} {photo.credit}
      </figcaption>
    </figure>
  );
}
