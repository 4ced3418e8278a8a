import type { SourceFile } from "./markdown-collection";

// Apart from the collection's parser, which brings YAML and zod: the production server imports the
// build to answer forms, and must not load those for content it never renders.

/**
 * The files of an `import.meta.glob(..., { query: "?raw", eager: true })` as `SourceFile`s, named from
 * the project root (`../../content/blog/en/a.md` becomes `app/content/blog/en/a.md`).
 */
export function sourceFilesOf(glob: Record<string, string>): SourceFile[] {
  return Object.entries(glob).map(([key, source]) => ({ fileName: key.replace(/^(?:\.\.\/)+/, "app/"), source }));
}

/** A value computed on first use and kept: a collection is read and rendered once per build. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | null = null;
  return () => {
    loaded ??= load();
    return loaded;
  };
}
