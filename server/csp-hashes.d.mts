/** The CSP hashes an HTML document needs: `'sha256-…'` for each inline script and inline event handler. */
export interface PageHashes {
  scripts: string[];
  handlers: string[];
}
export function inlineHashes(html: string): PageHashes;
export function htmlFiles(root: string, dir?: string): string[];
export function pagePathOf(file: string): string;
export function fileOfPagePath(path: string): string;
export function scanBuild(clientRoot: string): {
  version: 1;
  algorithm: "sha256";
  pages: Record<string, PageHashes>;
};
