// Types of scripts/postbuild/defer-hydration.mjs for the TypeScript that imports it (unit tests);
// the project's tsconfig does not read JavaScript (allowJs is off).
export function deferredBootstrap(body: string, preloads: string[]): string;
export function deferHydration(html: string): string;
export function deferHydrationInBuild(dir: string): number;
