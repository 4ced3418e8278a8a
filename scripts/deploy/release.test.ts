import { execFileSync, spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  parseCli,
  pruneReleases,
  type ReleaseSteps,
  release,
  releaseNamePattern,
  stamp,
  swapLink,
} from "./release.mjs";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const script = fileURLToPath(new URL("./release.mjs", import.meta.url));

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A checkout with a lock file and node_modules, a releases folder and where `current` goes. */
function site() {
  const root = mkdtempSync(join(tmpdir(), "release-test-"));
  folders.push(root);
  const repo = join(root, "app");
  mkdirSync(join(repo, "node_modules"), { recursive: true });
  writeFileSync(join(repo, "package-lock.json"), '{ "lockfileVersion": 3 }\n');
  return { root, repo, releases: join(root, "releases"), current: join(root, "current") };
}

/** Steps that build a one-page site in microseconds; `overrides` make one fail. */
function steps(commit: string, overrides: Partial<ReleaseSteps> = {}) {
  return {
    pull: vi.fn(async () => {}),
    commit: vi.fn(async () => commit),
    install: vi.fn(async () => {}),
    build: vi.fn(async (_repo: string, buildDir: string) => {
      mkdirSync(join(buildDir, "client"), { recursive: true });
      writeFileSync(join(buildDir, "client", "index.html"), `<html>${commit}</html>`);
    }),
    smokeTest: vi.fn(async () => ["/ 200", "/fr/ → /fr 200"]),
    restart: vi.fn(async () => {}),
    ...overrides,
  };
}

const commitA = "a".repeat(40);
const commitB = "b".repeat(40);
const commitC = "c".repeat(40);
const commitD = "d".repeat(40);

/** One release of `commit` at minute `minute` of a fixed day, logging into `lines`. */
function releaseAt(
  where: ReturnType<typeof site>,
  commit: string,
  minute: number,
  options: { steps?: Partial<ReleaseSteps>; keep?: number; force?: boolean; restart?: string; lines?: string[] } = {},
) {
  return release({
    releases: where.releases,
    current: where.current,
    repo: where.repo,
    keep: options.keep ?? 3,
    force: options.force,
    restart: options.restart,
    now: new Date(Date.UTC(2026, 10, 26, 8, minute, 0)),
    steps: { ...steps(commit), ...options.steps },
    log: (line) => options.lines?.push(line),
  });
}

const target = (link: string) => realpathSync(link);
const releaseFolders = (releases: string) => readdirSync(releases).filter((name) => releaseNamePattern.test(name));

describe("release", () => {
  it("builds into a new timestamped folder and points current at it", async () => {
    const where = site();
    const first = await releaseAt(where, commitA, 0);
    expect(first.status).toBe("released");
    expect(first.release).toBe(join(where.releases, "20261126T080000Z-aaaaaaa"));
    expect(lstatSync(where.current).isSymbolicLink()).toBe(true);
    expect(target(where.current)).toBe(first.release);
    // The release resolves packages through the checkout's node_modules, and remembers what it was built from.
    expect(readlinkSync(join(first.release ?? "", "node_modules"))).toBe(join(where.repo, "node_modules"));
    const record = JSON.parse(readFileSync(join(first.release ?? "", "release.json"), "utf8"));
    expect(record.commit).toBe(commitA);
    expect(record.lockHash).toMatch(/^[0-9a-f]{64}$/);

    const build = vi.fn(steps(commitB).build);
    const second = await releaseAt(where, commitB, 1, { steps: { build } });
    expect(target(where.current)).toBe(second.release);
    expect(second.previous).toBe(first.release);
    expect(build).toHaveBeenCalledWith(where.repo, second.release, { NGINX_ROOT: join(where.current, "client") });
    expect(existsSync(first.release ?? "")).toBe(true);
  });

  it("leaves current on the old release and removes the folder when the build fails", async () => {
    const where = site();
    const first = await releaseAt(where, commitA, 0);
    const lines: string[] = [];
    const failing = releaseAt(where, commitB, 1, {
      lines,
      steps: {
        build: async (_repo, buildDir) => {
          mkdirSync(join(buildDir, "client"), { recursive: true });
          throw new Error("npm run build exited with status 1");
        },
      },
    });
    await expect(failing).rejects.toThrow(/npm run build failed for bbbbbbb: npm run build exited with status 1/);
    await expect(failing).rejects.toThrow(`current is unchanged (still ${first.release})`);
    expect(lstatSync(where.current).isSymbolicLink()).toBe(true);
    expect(target(where.current)).toBe(first.release);
    expect(releaseFolders(where.releases)).toEqual(["20261126T080000Z-aaaaaaa"]);
    expect(lines.some((line) => line.startsWith("removed the failed folder"))).toBe(true);
  });

  it("leaves current on the old release and removes the folder when the smoke test fails", async () => {
    const where = site();
    const first = await releaseAt(where, commitA, 0);
    const restart = vi.fn(async () => {});
    await expect(
      releaseAt(where, commitB, 1, {
        restart: "systemctl restart site",
        steps: {
          smokeTest: async () => {
            throw new Error("/fr/ → /fr answered 500");
          },
          restart,
        },
      }),
    ).rejects.toThrow(/smoke test failed for bbbbbbb: \/fr\/ → \/fr answered 500/);
    expect(target(where.current)).toBe(first.release);
    expect(releaseFolders(where.releases)).toEqual(["20261126T080000Z-aaaaaaa"]);
    expect(restart).not.toHaveBeenCalled();
  });

  it("does not rebuild a commit that failed until asked to, and forgets the failure once a release passes", async () => {
    const where = site();
    await releaseAt(where, commitA, 0);
    const broken = { build: vi.fn(async () => Promise.reject(new Error("content/people/x.yaml: name: Required"))) };
    await expect(releaseAt(where, commitB, 1, { steps: broken })).rejects.toThrow(/people\/x\.yaml/);
    const again = await releaseAt(where, commitB, 2, { steps: broken });
    expect(again.status).toBe("skipped");
    expect(broken.build).toHaveBeenCalledTimes(1);

    const forced = await releaseAt(where, commitB, 3, { force: true });
    expect(forced.status).toBe("released");
    expect(existsSync(join(where.releases, ".last-failure.json"))).toBe(false);
  });

  it("does nothing when current already serves the checkout's commit", async () => {
    const where = site();
    const first = await releaseAt(where, commitA, 0);
    const build = vi.fn();
    const again = await releaseAt(where, commitA, 1, { steps: { build } });
    expect(again.status).toBe("unchanged");
    expect(build).not.toHaveBeenCalled();
    expect(target(where.current)).toBe(first.release);
  });

  it("runs npm ci only when package-lock.json changed since the current release", async () => {
    const where = site();
    const first = steps(commitA);
    await releaseAt(where, commitA, 0, { steps: first });
    expect(first.install).not.toHaveBeenCalled(); // node_modules is there and nothing says it is stale

    const second = steps(commitB);
    await releaseAt(where, commitB, 1, { steps: second });
    expect(second.install).not.toHaveBeenCalled();

    writeFileSync(join(where.repo, "package-lock.json"), '{ "lockfileVersion": 3, "packages": {} }\n');
    const third = steps(commitC);
    const result = await releaseAt(where, commitC, 2, { steps: third });
    expect(third.install).toHaveBeenCalledWith(where.repo);
    expect(result.installed).toBe(true);
  });

  it("pulls only when asked to", async () => {
    const where = site();
    const quiet = steps(commitA);
    await releaseAt(where, commitA, 0, { steps: quiet });
    expect(quiet.pull).not.toHaveBeenCalled();
    const pulling = steps(commitB);
    await release({
      releases: where.releases,
      current: where.current,
      repo: where.repo,
      pull: true,
      steps: pulling,
      log: () => {},
    });
    expect(pulling.pull).toHaveBeenCalledWith(where.repo);
  });

  it("with --keep 2 removes the oldest releases once the new one is current", async () => {
    const where = site();
    const a = await releaseAt(where, commitA, 0, { keep: 2 });
    const b = await releaseAt(where, commitB, 1, { keep: 2 });
    const c = await releaseAt(where, commitC, 2, { keep: 2 });
    expect(c.removed).toEqual([a.release]);
    expect(releaseFolders(where.releases)).toEqual(["20261126T080100Z-bbbbbbb", "20261126T080200Z-ccccccc"]);
    expect(target(where.current)).toBe(c.release);
    expect(b.release && existsSync(b.release)).toBe(true);
  });

  it("never removes the release current points at, even the oldest", async () => {
    const where = site();
    const a = await releaseAt(where, commitA, 0, { keep: 5 });
    await releaseAt(where, commitB, 1, { keep: 5 });
    await releaseAt(where, commitC, 2, { keep: 5 });
    await releaseAt(where, commitD, 3, { keep: 5 });
    // An operator rolled back to the first release by hand.
    swapLink(where.current, a.release ?? "");
    const removed = pruneReleases(where.releases, where.current, 2);
    expect(removed).toEqual([join(where.releases, "20261126T080100Z-bbbbbbb")]);
    expect(releaseFolders(where.releases)).toEqual([
      "20261126T080000Z-aaaaaaa",
      "20261126T080200Z-ccccccc",
      "20261126T080300Z-ddddddd",
    ]);
  });

  it("refuses to keep fewer than two releases: the previous one is the way back", async () => {
    const where = site();
    await expect(releaseAt(where, commitA, 0, { keep: 1 })).rejects.toThrow(/at least 2/);
    expect(() => parseCli(["--releases", "r", "--current", "c", "--keep", "1"])).toThrow(/at least 2/);
    expect(() => parseCli(["--releases", "r"])).toThrow(/required/);
    expect(parseCli(["--releases", "r", "--current", "c", "--pull", "--restart", "systemctl restart site"])).toEqual(
      expect.objectContaining({ keep: 3, pull: true, restart: "systemctl restart site", force: false }),
    );
  });

  it("restarts the server after the swap, and points current back when the restart fails", async () => {
    const where = site();
    const order: string[] = [];
    const first = await releaseAt(where, commitA, 0, {
      restart: "systemctl restart site",
      steps: { restart: async () => void order.push(`restart with current → ${target(where.current)}`) },
    });
    expect(order).toEqual([`restart with current → ${first.release}`]);

    const failing = releaseAt(where, commitB, 1, {
      restart: "systemctl restart site",
      steps: { restart: () => Promise.reject(new Error("sh -c systemctl restart site exited with status 1")) },
    });
    await expect(failing).rejects.toThrow(/restart \(systemctl restart site\) failed for bbbbbbb/);
    await expect(failing).rejects.toThrow(`current was put back to ${first.release}`);
    expect(target(where.current)).toBe(first.release);
  });

  it("removes a folder an interrupted release left behind, and refuses to run beside a live release", async () => {
    const where = site();
    const first = await releaseAt(where, commitA, 0);
    const leftover = join(where.releases, "20261126T080100Z-bbbbbbb");
    mkdirSync(join(leftover, "client"), { recursive: true });
    const second = await releaseAt(where, commitC, 2);
    expect(second.removed).toContain(leftover);
    expect(existsSync(leftover)).toBe(false);

    writeFileSync(join(where.releases, ".release.lock"), `${process.pid}\n`);
    await expect(releaseAt(where, commitD, 3)).rejects.toThrow(/another release is running/);
    expect(target(where.current)).toBe(second.release);
    expect(first.release && existsSync(first.release)).toBe(true);
  });

  it("refuses a current that is a real folder rather than replacing it", async () => {
    const where = site();
    mkdirSync(where.current);
    await expect(releaseAt(where, commitA, 0)).rejects.toThrow(/is not a symlink/);
    expect(lstatSync(where.current).isDirectory()).toBe(true);
  });

  it("names releases by UTC time so that names sort like times", () => {
    expect(stamp(new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 678)))).toBe("20260102T030405Z");
  });
});

describe("the command line", () => {
  it("relays the output of a build that fails, exits 1 and leaves no folder nor current behind", () => {
    const where = site();
    // A checkout whose `npm run build` refuses its content the way the real one does.
    writeFileSync(
      join(where.repo, "package.json"),
      JSON.stringify({
        name: "fake-site",
        private: true,
        scripts: { build: 'echo "app/content/people/ada.yaml: certificates.0.expires: Invalid date" >&2; exit 1' },
      }),
    );
    for (const args of [
      ["init", "--quiet"],
      ["add", "."],
      ["commit", "--quiet", "-m", "content"],
    ]) {
      execFileSync("git", args, {
        cwd: where.repo,
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: "t",
          GIT_AUTHOR_EMAIL: "t@t",
          GIT_COMMITTER_NAME: "t",
          GIT_COMMITTER_EMAIL: "t@t",
        },
      });
    }
    const cli = spawnSync(
      process.execPath,
      [script, "--releases", where.releases, "--current", where.current, "--repo", where.repo],
      { encoding: "utf8" },
    );
    expect(cli.status).toBe(1);
    expect(cli.stderr).toContain("app/content/people/ada.yaml: certificates.0.expires: Invalid date");
    expect(cli.stderr).toMatch(
      /release: FAILED: npm run build failed for [0-9a-f]{7}: npm run build exited with status 1/,
    );
    expect(releaseFolders(where.releases)).toEqual([]);
    expect(existsSync(where.current)).toBe(false);
  });
});

describe("the swap", () => {
  it("makes a temporary link next to current and renames it over current, never removing current", async () => {
    const where = site();
    await releaseAt(where, commitA, 0);
    expect(lstatSync(where.current).isSymbolicLink()).toBe(true);
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
    const next = join(where.releases, "next");
    mkdirSync(next);
    const temporary = swapLink(where.current, next, recording as never);
    expect(calls).toEqual([`symlink ${temporary} → ${next}`, `rename ${temporary} → ${where.current}`]);
    expect(temporary.startsWith(`${where.root}/.current.`)).toBe(true);
    expect(existsSync(temporary)).toBe(false);
    expect(lstatSync(where.current).isSymbolicLink()).toBe(true);
    expect(readlinkSync(where.current)).toBe(next);
    // No temporary link is left beside current after whole releases either.
    await releaseAt(where, commitB, 1);
    expect(readdirSync(where.root).filter((name) => name.startsWith(".current"))).toEqual([]);
  });

  it("is never seen missing by a process looking at current while it is swapped hundreds of times", async () => {
    const where = site();
    const { swaps, looks, misses } = await watchWhileSwapping(where.root, (link, to) => swapLink(link, to));
    expect(swaps).toBeGreaterThan(200);
    expect(looks).toBeGreaterThan(1000);
    expect(misses).toBe(0);
    expect(lstatSync(where.current).isSymbolicLink()).toBe(true);
  });

  it("(control) the same watcher does see current missing when it is deleted and created again", async () => {
    const where = site();
    const { misses } = await watchWhileSwapping(where.root, (link, to) => {
      unlinkSync(link);
      symlinkSync(to, link);
    });
    expect(misses).toBeGreaterThan(0);
  });
});

/**
 * Swaps `<root>/current` between two folders, in batches, while another process lstat()s it as fast as it
 * can for 1.5 s, as a server starting at any instant would; returns how often that process found it missing.
 */
async function watchWhileSwapping(root: string, swap: (link: string, to: string) => void) {
  const current = join(root, "current");
  const one = join(root, "one");
  const two = join(root, "two");
  mkdirSync(one);
  mkdirSync(two);
  symlinkSync(one, current);
  const watcher = spawn(
    process.execPath,
    [
      "-e",
      `const fs = require("node:fs"); let misses = 0, looks = 0; process.stdout.write("ready\\n");
       const end = Date.now() + 1500;
       while (Date.now() < end) { looks++; try { fs.lstatSync(process.argv[1]); } catch { misses++; } }
       process.stdout.write(JSON.stringify({ misses, looks }) + "\\n");`,
      current,
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

// One real release of this repository: a clone of its last commit, built with the real `npm run build` and
// smoke-tested with the real server. Minutes on a two-core machine, so only with RELEASE_E2E=1.
describe.runIf(process.env.RELEASE_E2E === "1")("a real release of this repository", () => {
  it(
    "builds, serves / and /fr/, swaps current in, then finds nothing new to release",
    async () => {
      const root = mkdtempSync(join(tmpdir(), "release-e2e-"));
      folders.push(root);
      const src = join(root, "src");
      execFileSync("git", ["clone", "--quiet", repoRoot, src]);
      // The clone shares this checkout's packages; npm ci there would empty them, hence the guard below.
      symlinkSync(join(repoRoot, "node_modules"), join(src, "node_modules"));
      const releases = join(root, "releases");
      const current = join(root, "current");
      const lines: string[] = [];
      const started = Date.now();
      const result = await release({
        releases,
        current,
        repo: src,
        keep: 2,
        steps: {
          install: async () => {
            throw new Error("npm ci must not run on a checkout whose node_modules is another's");
          },
        },
        log: (line) => {
          lines.push(line);
          console.log(`release: ${line}`);
        },
      });
      console.log(`real release: ${((Date.now() - started) / 1000).toFixed(0)} s`);
      expect(result.status).toBe("released");
      expect(target(current)).toBe(result.release);
      expect(existsSync(join(current, "client", "index.html"))).toBe(true);
      expect(existsSync(join(current, "security", "csp.json"))).toBe(true);
      expect(lines).toContainEqual(expect.stringMatching(/^smoke test passed: \/ 200, \/fr\/ → \/fr 200$/));
      // The nginx block of a release serves `current`, not the release's own folder.
      expect(readFileSync(join(current, "nginx", "site.conf"), "utf8")).toContain(join(current, "client"));

      // The command line, with the real git: HEAD is what current serves, so there is nothing to do.
      const cli = spawnSync(
        process.execPath,
        [script, "--releases", releases, "--current", current, "--repo", src, "--keep", "2"],
        { encoding: "utf8" },
      );
      expect(cli.status, cli.stderr).toBe(0);
      expect(cli.stdout).toContain("nothing to release");
    },
    20 * 60_000,
  );
});
