import { Photo } from "~/components/ui/photo";
import type { ProjectPhotoView } from "./types";

/** A project's photograph with its credit under it. */
export function ProjectPhotoFigure({
  photo,
  creditLabel,
  sizes,
  priority = false,
}: {
  photo: ProjectPhotoView;
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
