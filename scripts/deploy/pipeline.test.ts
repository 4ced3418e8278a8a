import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { holdLock } from "../../server/hold-lock";
import { temporaryFolders } from "../../tests/support/temporary-folders";
import { releaseNamePattern } from "./folders.mjs";
import { type ReleaseSteps, release } from "./pipeline.mjs";
import { requestRestart } from "./restart.mjs";

// The order of a release and what each failure leaves, with steps that take microseconds; release.test.ts
// runs the real ones.

const temporaryFolder = temporaryFolders();

/** A checkout with a lock file, a releases folder and `current` inside it, as on the server. */
function site() {
  const root = temporaryFolder("release-test-");
  const repo = join(root, "source");
  mkdirSync(repo, { recursive: true });
  writeFileSync(join(repo, "package-lock.json"), '{ "lockfileVersion": 3 }\n');
  const releases = join(root, "releases");
  return { root, repo, releases, current: join(releases, "current") };
}

/** Steps that make a one-page release in microseconds; `overrides` make one fail. */
function steps(commit: string, overrides: Partial<ReleaseSteps> = {}) {
  return {
    pull: vi.fn(async () => {}),
    commit: vi.fn(async () => commit),
    checkout: vi.fn(async (repo: string, _commit: string, folder: string) => {
      cpSync(join(repo, "package-lock.json"), join(folder, "package-lock.json"));
      writeFileSync(join(folder, "server.mjs"), `// ${commit}\n`);
    }),
    install: vi.fn(async (folder: string) => {
      mkdirSync(join(folder, "node_modules", "dep"), { recursive: true });
      writeFileSync(join(folder, "node_modules", "dep", "index.js"), "// installed\n");
    }),
    copyPackages: vi.fn(async (from: string, folder: string) => {
      cpSync(join(from, "node_modules"), join(folder, "node_modules"), { recursive: true });
    }),
    build: vi.fn(async (_folder: string, buildDir: string) => {
      mkdirSync(join(buildDir, "client"), { recursive: true });
      writeFileSync(join(buildDir, "client", "index.html"), `<html>${commit}</html>`);
    }),
    smokeTest: vi.fn(async () => ["/ 200", "/fr/ → /fr 200"]),
    restart: vi.fn(async () => {}),
    requestRestart: vi.fn(() => {}),
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
  options: {
    steps?: Partial<ReleaseSteps>;
    keep?: number;
    force?: boolean;
    install?: boolean;
    restart?: string;
    restartFile?: string;
    lines?: string[];
  } = {},
) {
  return release({
    releases: where.releases,
    current: where.current,
    repo: where.repo,
    keep: options.keep ?? 3,
    force: options.force,
    install: options.install,
    restart: options.restart,
    restartFile: options.restartFile,
    now: new Date(Date.UTC(2026, 10, 26, 8, minute, 0)),
    steps: { ...steps(commit), ...options.steps },
    log: (line) => options.lines?.push(line),
  });
}

const target = (link: string) => realpathSync(link);
const releaseFolders = (releases: string) => readdirSync(releases).filter((name) => releaseNamePattern.test(name));

describe("release", () => {
  it("writes the commit, its packages and its build into a new timestamped folder and points current at it", async () => {
    const where = site();
    const first = await releaseAt(where, commitA, 0);
    expect(first.status).toBe("released");
    const folder = first.release ?? "";
    expect(folder).toBe(join(where.releases, "20261126T080000Z-aaaaaaa"));
    expect(lstatSync(where.current).isSymbolicLink()).toBe(true);
    expect(target(where.current)).toBe(folder);
    // Its own code, packages and build, and a record of what it was built from.
    expect(readFileSync(join(folder, "server.mjs"), "utf8")).toContain(commitA);
    expect(lstatSync(join(folder, "node_modules")).isDirectory()).toBe(true);
    expect(existsSync(join(folder, "build", "client", "index.html"))).toBe(true);
    const record = JSON.parse(readFileSync(join(folder, "release.json"), "utf8"));
    expect(record.commit).toBe(commitA);
    expect(record.lockHash).toMatch(/^[0-9a-f]{64}$/);

    const next = steps(commitB);
    const second = await releaseAt(where, commitB, 1, { steps: next });
    expect(target(where.current)).toBe(second.release);
    expect(second.previous).toBe(first.release);
    expect(next.checkout).toHaveBeenCalledWith(where.repo, commitB, second.release);
    expect(next.build).toHaveBeenCalledWith(second.release, join(second.release ?? "", "build"), {
      NGINX_ROOT: join(where.current, "build", "client"),
    });
    expect(next.smokeTest).toHaveBeenCalledWith(second.release, join(second.release ?? "", "build"));
    expect(existsSync(folder)).toBe(true);
  });

  it("leaves current on the old release and removes the folder when the build fails", async () => {
    const where = site();
    const first = await releaseAt(where, commitA, 0);
    const lines: string[] = [];
    const failing = releaseAt(where, commitB, 1, {
      lines,
      steps: {
        build: async (_folder, buildDir) => {
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

  it("leaves current on the old release and removes the folder when the checkout or the smoke test fails", async () => {
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
    await expect(
      releaseAt(where, commitC, 2, {
        steps: { checkout: () => Promise.reject(new Error("git archive cccccc exited with status 128")) },
      }),
    ).rejects.toThrow(/checkout failed for ccccccc: git archive/);
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

  it("copies the live release's node_modules when package-lock.json is the same, else runs npm ci", async () => {
    const where = site();
    const first = steps(commitA);
    const a = await releaseAt(where, commitA, 0, { steps: first });
    expect(first.install).toHaveBeenCalledWith(a.release); // no release to copy from
    expect(a.installed).toBe(true);

    const second = steps(commitB);
    const b = await releaseAt(where, commitB, 1, { steps: second });
    expect(second.install).not.toHaveBeenCalled();
    expect(second.copyPackages).toHaveBeenCalledWith(a.release, b.release);
    expect(b.installed).toBe(false);

    writeFileSync(join(where.repo, "package-lock.json"), '{ "lockfileVersion": 3, "packages": {} }\n');
    const third = steps(commitC);
    const c = await releaseAt(where, commitC, 2, { steps: third });
    expect(third.install).toHaveBeenCalledWith(c.release);
    expect(third.copyPackages).not.toHaveBeenCalled();

    const asked = steps(commitD);
    await releaseAt(where, commitD, 3, { steps: asked, install: true });
    expect(asked.install).toHaveBeenCalled();
    expect(asked.copyPackages).not.toHaveBeenCalled();
  });

  it("never copies a node_modules that is a link (a release of the earlier layout): it runs npm ci", async () => {
    const where = site();
    const a = await releaseAt(where, commitA, 0);
    const folder = a.release ?? "";
    rmSync(join(folder, "node_modules"), { recursive: true });
    mkdirSync(join(where.repo, "node_modules"));
    symlinkSync(join(where.repo, "node_modules"), join(folder, "node_modules"));
    const next = steps(commitB);
    await releaseAt(where, commitB, 1, { steps: next });
    expect(next.copyPackages).not.toHaveBeenCalled();
    expect(next.install).toHaveBeenCalled();
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
    expect(releaseFolders(where.releases).sort()).toEqual(["20261126T080100Z-bbbbbbb", "20261126T080200Z-ccccccc"]);
    expect(target(where.current)).toBe(c.release);
    expect(b.release && existsSync(b.release)).toBe(true);
  });

  it("refuses to keep fewer than two releases: the previous one is the way back", async () => {
    const where = site();
    await expect(releaseAt(where, commitA, 0, { keep: 1 })).rejects.toThrow(/at least 2/);
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

  it("with a restart file, writes it once current points at the new release, and points current back when it cannot", async () => {
    const where = site();
    const file = join(where.releases, "restart-site");
    const first = await releaseAt(where, commitA, 0, { restartFile: file, steps: { requestRestart } });
    expect(readFileSync(file, "utf8")).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z ${commitA}\\n$`));
    expect(target(where.current)).toBe(first.release);

    const unwritable = join(where.root, "missing-folder", "restart-site");
    const failing = releaseAt(where, commitB, 1, { restartFile: unwritable, steps: { requestRestart } });
    await expect(failing).rejects.toThrow(`restart (request in ${unwritable}) failed for bbbbbbb: ENOENT`);
    expect(target(where.current)).toBe(first.release);
  });

  it("removes a folder an interrupted release left behind", async () => {
    const where = site();
    await releaseAt(where, commitA, 0);
    const leftover = join(where.releases, "20261126T080100Z-bbbbbbb");
    mkdirSync(join(leftover, "build", "client"), { recursive: true });
    const second = await releaseAt(where, commitC, 2);
    expect(second.removed).toContain(leftover);
    expect(existsSync(leftover)).toBe(false);
  });

  it("refuses to run beside a live release, and runs once that one's process is gone, even killed", async () => {
    const where = site();
    const first = await releaseAt(where, commitA, 0);
    const holder = await holdLock(join(where.releases, ".release.lock.db"));
    try {
      const build = vi.fn();
      await expect(releaseAt(where, commitB, 1, { steps: { build } })).rejects.toThrow(
        `another release is running (process ${holder.pid}`,
      );
      expect(build).not.toHaveBeenCalled();
      expect(target(where.current)).toBe(first.release);
    } finally {
      await holder.kill();
    }
    const second = await releaseAt(where, commitB, 2);
    expect(target(where.current)).toBe(second.release);
  });

  it("refuses a current that is a real folder rather than replacing it", async () => {
    const where = site();
    mkdirSync(where.current, { recursive: true });
    await expect(releaseAt(where, commitA, 0)).rejects.toThrow(/is not a symlink/);
    expect(lstatSync(where.current).isDirectory()).toBe(true);
  });
});
