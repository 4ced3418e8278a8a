import type { ResolvedPhoto } from "~/lib/photos";

/**
 * A photograph as a loader resolves it from the pipeline's manifest, for the tests of the components that show
 * one: every format at one width under `/photos/<name>-…`, so a test can tell its files and its drawing apart.
 */
export function resolvedPhoto(name: string): ResolvedPhoto {
  return {
    width: 1600,
    height: 1200,
    placeholder: "data:image/webp;base64,AAAA",
    src: `/photos/${name}-1a2b3c4d-800.jpg`,
    srcSet: {
      avif: `/photos/${name}-11111111-480.avif 480w`,
      webp: `/photos/${name}-22222222-480.webp 480w`,
      jpeg: `/photos/${name}-1a2b3c4d-800.jpg 800w`,
    },
  };
}
