/** Year of the build, injected by Vite (see vite.config.ts). */
declare const __BUILD_YEAR__: number;

interface ImportMetaEnv {
  /** A hero video id for this build only (the tests' second build); app/content/company.ts says why. */
  readonly VITE_HERO_VIDEO_ID?: string;
}
