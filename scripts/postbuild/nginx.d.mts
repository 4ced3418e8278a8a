// Types of scripts/postbuild/nginx.mjs for the TypeScript that imports it (its unit tests); the
// project's tsconfig does not read JavaScript (allowJs is off).
import type { PageHashes } from "../../server/csp-hashes.mjs";

export function nginxSiteConf(build: { root: string; pages: Record<string, PageHashes>; app?: string }): string;
