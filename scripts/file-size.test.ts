import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * A module longer than this holds more than one job, and is split by responsibility (STYLE.md: small
 * modules). Tests may be longer: one file per module under test reads best.
 */
const maxLines = 550;

/** Code and styles; images, Markdown, YAML and JSON are content and data, not modules. */
const source = /\.(?:[cm]?[jt]sx?|css)$/;
const test = /\.(?:test|spec)\.[^/]+$/;

/**
 * The files git knows in the source folders: committed, or new and not ignored, so an oversized file fails
 * before it is committed; build output, caches and node_modules are ignored, so never counted. The locale
 * dictionaries are written by hand (English, and French typed against it), not generated, so they count
 * like any module.
 */
function sourceFiles() {
  const listed = execFileSync(
    "git",
    ["ls-files", "--cached", "--others", "--exclude-standard", "-z", "--", "app", "server", "scripts"],
    { encoding: "utf8" },
  );
  return [...new Set(listed.split("\0"))]
    .filter((file) => source.test(file) && !test.test(file))
    .filter((file) => existsSync(file))
    .sort();
}

/** Lines as `wc -l` counts them, plus a last line without its newline. */
function lineCount(file: string) {
  const text = readFileSync(file, "utf8");
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}

describe("source files", () => {
  it(`are at most ${maxLines} lines each, tests aside`, () => {
    const files = sourceFiles();
    // The check means something only if it sees the code: a wrong path or pattern would pass on nothing.
    expect(files).toEqual(
      expect.arrayContaining(["app/root-data.ts", "server/index.mjs", "scripts/photos/pipeline.mjs"]),
    );
    const tooLong = files
      .map((file) => ({ file, lines: lineCount(file) }))
      .filter(({ lines }) => lines > maxLines)
      .map(({ file, lines }) => `${file}: ${lines} lines (at most ${maxLines}); split it by responsibility`);
    expect(tooLong).toEqual([]);
  });
});
