/** Year of the build, injected by Vite (`define` in astro.config.mjs). */
declare const __BUILD_YEAR__: number;

interface ImportMetaEnv {
  /**
   * A hero video id for this build only (the tests' second build), in place of `heroVideoId` in
   * app/content/company.json; app/content/company.ts says why.
   */
  readonly VITE_HERO_VIDEO_ID?: string;
}
