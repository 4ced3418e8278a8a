import { spawn } from "node:child_process";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  unlinkSync,
} from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { temporaryFolders } from "../../tests/support/temporary-folders";
import { currentTarget, swapLink } from "./swap.mjs";

const temporaryFolder = temporaryFolders();

function root() {
  return temporaryFolder("release-swap-");
}

describe("the swap", () => {
  it("makes a temporary link next to current and renames it over current, never removing current", () => {
    const where = root();
    const current = join(where, "current");
    const [one, two] = [join(where, "one"), join(where, "two")];
    mkdirSync(one);
    mkdirSync(two);
    swapLink(current, one);
    expect(lstatSync(current).isSymbolicLink()).toBe(true);
    const calls: string[] = [];
    const recording = {
      symlinkSync: (to: string, path: string) => {
        calls.push(`symlink ${path} → ${to}`);
        symlinkSync(to, path);
      },
      renameSync: (from: string, to: string) => {
        calls.push(`rename ${from} → ${to}`);
        renameSync(from, to);
      },
      unlinkSync: (path: string) => {
        calls.push(`unlink ${path}`);
        unlinkSync(path);
      },
    };
    const temporary = swapLink(current, two, recording as never);
    expect(calls).toEqual([`symlink ${temporary} → ${two}`, `rename ${temporary} → ${current}`]);
    expect(temporary.startsWith(`${where}/.current.`)).toBe(true);
    expect(existsSync(temporary)).toBe(false);
    expect(readlinkSync(current)).toBe(two);
    expect(readdirSync(where).filter((name) => name.startsWith(".current"))).toEqual([]);
  });

  it("is never seen missing by a process looking at current while it is swapped hundreds of times", async () => {
    const { swaps, looks, misses } = await watchWhileSwapping(root(), (link, to) => swapLink(link, to));
    expect(swaps).toBeGreaterThan(200);
    expect(looks).toBeGreaterThan(1000);
    expect(misses).toBe(0);
  });

  it("(control) the same watcher does see current missing when it is deleted and created again", async () => {
    // The gap lasts microseconds: it is seen when the watcher and the swaps happen to run at the same instant,
    // which a busy machine may not allow in 1.5 s. The watcher looks until it sees it, for up to 20 s.
    const { misses } = await watchWhileSwapping(
      root(),
      (link, to) => {
        unlinkSync(link);
        symlinkSync(to, link);
      },
      { forMs: 20_000, untilMissing: true },
    );
    expect(misses).toBeGreaterThan(0);
  });
});

describe("current's target", () => {
  it("is the release's real path, null without a link or with a dangling one, and a real folder is refused", () => {
    const where = root();
    const current = join(where, "current");
    expect(currentTarget(current)).toBeNull();
    mkdirSync(join(where, "release"));
    symlinkSync(join(where, "release"), current);
    expect(currentTarget(current)).toBe(join(where, "release"));
    rmSync(join(where, "release"), { recursive: true });
    expect(currentTarget(current)).toBeNull();
    unlinkSync(current);
    mkdirSync(current);
    expect(() => currentTarget(current)).toThrow(`${current} exists and is not a symlink`);
  });
});

/**
 * Swaps `<root>/current` between two folders, in batches, while another process lstat()s it as fast as it
 * can for `forMs` (1.5 s), as a server starting at any instant would, or until it first finds it missing
 * (`untilMissing`); returns how often that process found it missing.
 */
async function watchWhileSwapping(
  where: string,
  swap: (link: string, to: string) => void,
  { forMs = 1500, untilMissing = false } = {},
) {
  const current = join(where, "current");
  const one = join(where, "one");
  const two = join(where, "two");
  mkdirSync(one);
  mkdirSync(two);
  symlinkSync(one, current);
  const watcher = spawn(
    process.execPath,
    [
      "-e",
      `const fs = require("node:fs"); let misses = 0, looks = 0; process.stdout.write("ready\\n");
       const end = Date.now() + Number(process.argv[2]), untilMissing = process.argv[3] === "1";
       while (Date.now() < end) { looks++; try { fs.lstatSync(process.argv[1]); } catch { misses++; if (untilMissing) break; } }
       process.stdout.write(JSON.stringify({ misses, looks }) + "\\n");`,
      current,
      String(forMs),
      untilMissing ? "1" : "0",
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let output = "";
  watcher.stdout.on("data", (chunk) => {
    output += chunk;
  });
  let finished = false;
  watcher.on("exit", () => {
    finished = true;
  });
  while (!output.includes("ready")) await new Promise((resolve) => setTimeout(resolve, 10));
  let swaps = 0;
  while (!finished) {
    for (let i = 0; i < 50; i++) swap(current, swaps++ % 2 === 0 ? two : one);
    await new Promise((resolve) => setImmediate(resolve));
  }
  const { misses, looks } = JSON.parse(output.split("\n")[1] ?? "{}") as { misses: number; looks: number };
  return { swaps, looks, misses };
}
