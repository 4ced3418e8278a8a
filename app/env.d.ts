/** Year of the build, injected by Vite (see vite.config.ts). */
declare const __BUILD_YEAR__: number;
