import { existsSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { temporaryFolders } from "../../tests/support/temporary-folders";
import { newReleaseFolder, releaseNamePattern, releaseRecordFile, stamp } from "./folders.mjs";
import { pruneReleases, removeUnfinished } from "./prune.mjs";

const temporaryFolder = temporaryFolders();

/** A releases folder with finished releases of minutes `minutes`, and `current` pointing at one of them. */
function releasesWith(minutes: number[], live: number) {
  const releases = temporaryFolder("release-prune-");
  const names = minutes.map(
    (minute) => `20261126T08${String(minute).padStart(2, "0")}00Z-${"abcdef"[minute]?.repeat(7)}`,
  );
  for (const name of names) {
    mkdirSync(join(releases, name, "node_modules"), { recursive: true });
    writeFileSync(join(releases, name, releaseRecordFile), "{}\n");
  }
  const current = join(releases, "current");
  symlinkSync(join(releases, names[live] ?? ""), current);
  return { releases, current, names };
}

const listed = (releases: string) =>
  readdirSync(releases)
    .filter((name) => releaseNamePattern.test(name))
    .sort();

describe("pruning", () => {
  it("keeps the newest releases and deletes the rest, folders not named like releases aside", () => {
    const { releases, current, names } = releasesWith([0, 1, 2, 3], 3);
    mkdirSync(join(releases, "notes"));
    const removed = pruneReleases(releases, current, 2);
    expect(removed.sort()).toEqual([join(releases, names[0] ?? ""), join(releases, names[1] ?? "")]);
    expect(listed(releases)).toEqual(names.slice(2));
    expect(existsSync(join(releases, "notes"))).toBe(true);
    expect(existsSync(current)).toBe(true);
  });

  it("never removes the release current points at, even the oldest (an operator rolled back to it)", () => {
    const { releases, current, names } = releasesWith([0, 1, 2, 3], 0);
    const removed = pruneReleases(releases, current, 2);
    expect(removed).toEqual([join(releases, names[1] ?? "")]);
    expect(listed(releases)).toEqual([names[0], names[2], names[3]]);
  });

  it("removes folders with no record, left by a release that was killed, but never current's", () => {
    const { releases, current, names } = releasesWith([0, 1], 1);
    const leftover = join(releases, "20261126T080500Z-fffffff");
    mkdirSync(join(leftover, "build"), { recursive: true });
    rmSync(join(releases, names[1] ?? "", releaseRecordFile));
    const lines: string[] = [];
    const removed = removeUnfinished(releases, join(releases, names[1] ?? ""), (line) => lines.push(line));
    expect(removed).toEqual([leftover]);
    expect(lines).toEqual(["removed 20261126T080500Z-fffffff, left unfinished by an interrupted release"]);
    expect(listed(releases)).toEqual(names);
    expect(existsSync(current)).toBe(true);
  });
});

describe("release folders", () => {
  it("are named by UTC time so that names sort like times", () => {
    expect(stamp(new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 678)))).toBe("20260102T030405Z");
  });

  it("get a suffix when two releases of one commit start within the same second", () => {
    const releases = temporaryFolder("release-names-");
    const first = newReleaseFolder(releases, "20260102T030405Z", "abcdef0");
    const second = newReleaseFolder(releases, "20260102T030405Z", "abcdef0");
    expect([first, second]).toEqual([
      join(releases, "20260102T030405Z-abcdef0"),
      join(releases, "20260102T030405Z-abcdef0-2"),
    ]);
    expect(listed(releases)).toHaveLength(2);
  });
});
