import manifest from "virtual:photo-manifest";
import { findPhoto, type PhotoManifest, type ResolvedPhoto } from "~/lib/photos";

/**
 * The photos of this folder as loaders use them. Server-only (`.server`): the manifest lists every photo with
 * its placeholder, and a page's data should carry only the few photos it shows.
 */

/** Every photo the build made, by its path in this folder. */
export const photoManifest: PhotoManifest = manifest;

/**
 * The photo at `key` (`samples/weld-bead.jpg`), resolved for `<Photo>`; throws naming the key and `where`
 * when there is no such source, which fails the build.
 */
export function photo(key: string, where?: string): ResolvedPhoto {
  return findPhoto(manifest, key, where);
}
