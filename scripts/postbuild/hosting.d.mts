// Types of scripts/postbuild/hosting.mjs for the TypeScript that imports it (its unit tests); the
// project's tsconfig does not read JavaScript (allowJs is off).
import type { PageHashes } from "../../server/csp-hashes.mjs";

export function headersFile(build: { pages: Record<string, PageHashes>; otherFiles: string[] }): string;
export function redirectsFile(build: { pagePaths: string[] }): string;
export const maxHeaderRules: number;
export function filePatterns(files: string[], pagePaths: string[]): string[];
