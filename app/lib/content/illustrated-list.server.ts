import { existsSync } from "node:fs";
import { join } from "node:path";
import manifest from "virtual:photo-manifest";
import { findPhoto } from "~/lib/photos";
import type { IllustratedRecord, IllustratedView, ListChecks } from "./illustrated-list";

/**
 * The look-ups of an illustrated list's checks at build time: drawings in public/ (the build runs from the
 * project root), photos in the pipeline's manifest.
 */
export const buildChecks: ListChecks = {
  illustrationExists: (src) => existsSync(join(process.cwd(), "public", src)),
  photoExists: (key) => Object.hasOwn(manifest.photos, key),
};

/** An item's id, drawing, and photograph resolved from the manifest with its credit: what its page shows of it. */
export function illustratedView(item: IllustratedRecord): IllustratedView {
  return {
    id: item.id,
    src: item.illustration,
    photo: item.photo ? findPhoto(manifest, item.photo) : null,
    credit: item.photo ? (item.photoCredit ?? null) : null,
  };
}
