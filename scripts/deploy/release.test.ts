import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { temporaryFolders } from "../../tests/support/temporary-folders";
import { copyPackages } from "./build.mjs";
import {
  brokenPage,
  commitAll,
  createFixtureSite,
  goodPage,
  setDependency,
  treeDigest,
  writeFiles,
} from "./fixture-site";
import { releaseNamePattern } from "./folders.mjs";
import { release } from "./pipeline.mjs";

// The release script as the timer runs it: its command line, the real git, npm, build and smoke test, on a
// site small enough to release in a second or two.

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const script = fileURLToPath(new URL("./release.mjs", import.meta.url));

// A real release's folder holds a whole node_modules: deleting it takes a while on a busy machine.
const temporaryFolder = temporaryFolders(5 * 60_000);

function fixture() {
  const root = temporaryFolder("release-cli-");
  const repo = join(root, "source");
  const releases = join(root, "releases");
  const commit = createFixtureSite(repo);
  return { root, repo, releases, current: join(releases, "current"), first: commit };
}

/** Runs the script; npm installs from the repository's own packed package, never from the registry. */
function cli(where: ReturnType<typeof fixture>, ...extra: string[]) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    npm_config_offline: "true",
    npm_config_update_notifier: "false",
    npm_config_cache: join(where.root, "npm-cache"),
  };
  delete env.BUILD_DIR;
  delete env.NGINX_ROOT;
  const args = ["--releases", where.releases, "--current", where.current, "--repo", where.repo, ...extra];
  return spawnSync(process.execPath, [script, ...args], { encoding: "utf8", env });
}

const releaseFolders = (releases: string) =>
  readdirSync(releases)
    .filter((name) => releaseNamePattern.test(name))
    .sort();

describe("the command line", () => {
  it("relays the output of a build that fails, exits 1 and leaves no folder nor current behind", () => {
    const where = fixture();
    writeFiles(where.repo, {
      "build.mjs":
        'console.error("app/content/people/ada.yaml: certificates.0.expires: Invalid date");\nprocess.exit(1);\n',
    });
    const commit = commitAll(where.repo, "content the build refuses");
    const run = cli(where);
    expect(run.status, run.stdout).toBe(1);
    expect(run.stderr).toContain("app/content/people/ada.yaml: certificates.0.expires: Invalid date");
    expect(run.stderr).toContain(
      `release: FAILED: npm run build failed for ${commit.slice(0, 7)}: npm run build exited with status 1`,
    );
    expect(releaseFolders(where.releases)).toEqual([]);
    expect(existsSync(where.current)).toBe(false);
  });

  it("exits 2 and shows the usage on a wrong argument", () => {
    const run = spawnSync(process.execPath, [script, "--releases", "r", "--current", "c", "--keep", "one"], {
      encoding: "utf8",
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/--keep must be a whole number of at least 2\n\nUsage:/);
  });
});

describe("a release whose smoke test fails", () => {
  it("leaves the live release's code and node_modules byte-identical, whether it copied or installed its packages", () => {
    const where = fixture();
    const first = cli(where);
    expect(first.status, first.stderr).toBe(0);
    const live = realpathSync(where.current);
    // The live release holds its own code, packages and build.
    expect(lstatSync(join(live, "node_modules")).isDirectory()).toBe(true);
    expect(readFileSync(join(live, "node_modules", "fixture-dep", "index.js"), "utf8")).toContain("1.0.0");
    expect(readFileSync(join(live, "build", "client", "index.html"), "utf8")).toContain("fixture-dep 1.0.0");
    const before = treeDigest(live);
    expect(Object.keys(before)).toContain("node_modules/.cache/last-build");

    // Same package-lock.json: the new release copies the live one's node_modules, and its build writes in it.
    writeFiles(where.repo, { "page.html": brokenPage, "server/index.mjs": "// a new server\n" });
    const copied = commitAll(where.repo, "a page that is not one");
    const second = cli(where);
    expect(second.status).toBe(1);
    expect(second.stdout).toContain(`copying node_modules from ${basename(live)} (package-lock.json unchanged)`);
    expect(second.stderr).toContain(`smoke test failed for ${copied.slice(0, 7)}:`);

    // A new package-lock.json: npm ci in the new release.
    setDependency(where.repo, "2.0.0");
    const installed = commitAll(where.repo, "a new package, the same broken page");
    const third = cli(where);
    expect(third.status).toBe(1);
    expect(third.stdout).toContain("npm ci (package-lock.json changed)");
    expect(third.stderr).toMatch(
      new RegExp(`smoke test failed for ${installed.slice(0, 7)}: (the server stopped|/ answered 200 but not)`),
    );

    expect(treeDigest(live)).toEqual(before);
    expect(realpathSync(where.current)).toBe(live);
    expect(releaseFolders(where.releases)).toEqual([basename(live)]);
  });

  it("once fixed, goes live with its own packages while the previous release stays as it was", () => {
    const where = fixture();
    expect(cli(where).status).toBe(0);
    const previous = realpathSync(where.current);
    const before = treeDigest(previous);

    writeFiles(where.repo, { "page.html": goodPage.replace("Fixture", "Fixture, second edition") });
    commitAll(where.repo, "a second page");
    const run = cli(where);
    expect(run.status, run.stderr).toBe(0);
    const next = realpathSync(where.current);
    expect(next).not.toBe(previous);
    expect(readFileSync(join(next, "build", "client", "index.html"), "utf8")).toContain("second edition");
    expect(lstatSync(join(next, "node_modules")).isDirectory()).toBe(true);
    expect(treeDigest(previous)).toEqual(before);
    // Nothing new: nothing built.
    const again = cli(where);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain("nothing to release");
  });
});

// One real release of this repository: a clone of its last commit, built with the real `npm run build` and
// smoke-tested with the real server. Minutes on a two-core machine, so only with RELEASE_E2E=1.
// The title says why it is skipped otherwise, where the runner lists it.
describe.runIf(process.env.RELEASE_E2E === "1")("a real release of this repository, run with RELEASE_E2E=1", () => {
  it(
    "builds, serves / and /fr/, swaps current in, then finds nothing new to release",
    async () => {
      const root = temporaryFolder("release-e2e-");
      const src = join(root, "src");
      execFileSync("git", ["clone", "--quiet", repoRoot, src]);
      const releases = join(root, "releases");
      const current = join(releases, "current");
      mkdirSync(releases);
      const lines: string[] = [];
      const started = Date.now();
      const result = await release({
        releases,
        current,
        repo: src,
        keep: 2,
        // This checkout's packages stand in for `npm ci`, which would download them all again.
        steps: { install: (folder) => copyPackages(repoRoot, folder) },
        log: (line) => {
          lines.push(line);
          console.log(`release: ${line}`);
        },
      });
      console.log(`real release: ${((Date.now() - started) / 1000).toFixed(0)} s`);
      expect(result.status).toBe("released");
      expect(realpathSync(current)).toBe(result.release);
      expect(existsSync(join(current, "build", "client", "index.html"))).toBe(true);
      expect(existsSync(join(current, "build", "security", "csp.json"))).toBe(true);
      expect(lines).toContainEqual(expect.stringMatching(/^smoke test passed: \/ 200, \/fr\/ → \/fr 200$/));
      // The nginx block of a release serves `current`, not the release's own folder.
      expect(readFileSync(join(current, "build", "nginx", "site.conf"), "utf8")).toContain(
        join(current, "build", "client"),
      );

      // The command line, with the real git: HEAD is what current serves, so there is nothing to do.
      const cliRun = spawnSync(
        process.execPath,
        [script, "--releases", releases, "--current", current, "--repo", src, "--keep", "2"],
        { encoding: "utf8" },
      );
      expect(cliRun.status, cliRun.stderr).toBe(0);
      expect(cliRun.stdout).toContain("nothing to release");
    },
    20 * 60_000,
  );
});
