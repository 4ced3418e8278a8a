// The manifest of the photo sources, made by the photo pipeline's Vite plugin (scripts/photos/vite-plugin.mjs)
// when a build, the dev server or a test first imports it. Import it from loaders and `*.server.ts` modules
// only: resolved per photo there, a page's data carries the few photos it shows, not the whole manifest.
declare module "virtual:photo-manifest" {
  const manifest: import("~/lib/photos").PhotoManifest;
  export default manifest;
}
