import {
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { temporaryFolders } from "../../tests/support/temporary-folders";
import { buildSite, copyPackages, hasOwnModules, installPackages, lockHashOf } from "./build.mjs";
import { createFixtureSite, git, treeDigest } from "./fixture-site";

const temporaryFolder = temporaryFolders();
afterEach(() => {
  vi.unstubAllEnvs();
});

function root() {
  return temporaryFolder("release-build-");
}

describe("a release's packages", () => {
  it("are a copy of the previous release's: writing into the new ones leaves the previous ones as they were", async () => {
    const where = root();
    const previous = join(where, "previous");
    mkdirSync(join(previous, "node_modules", "dep", "bin"), { recursive: true });
    writeFileSync(join(previous, "node_modules", "dep", "index.js"), "module.exports = 1;\n");
    mkdirSync(join(previous, "node_modules", ".bin"));
    symlinkSync("../dep/bin/dep", join(previous, "node_modules", ".bin", "dep"));
    const before = treeDigest(previous);
    const next = join(where, "next");
    mkdirSync(next);
    await copyPackages(previous, next);
    expect(readlinkSync(join(next, "node_modules", ".bin", "dep"))).toBe("../dep/bin/dep");
    writeFileSync(join(next, "node_modules", "dep", "index.js"), "module.exports = 2;\n");
    expect(treeDigest(previous)).toEqual(before);
  });

  it("are the release's own folder: a node_modules link of the earlier layout does not count", () => {
    const where = root();
    expect(hasOwnModules(where)).toBe(false);
    mkdirSync(join(where, "shared"));
    symlinkSync(join(where, "shared"), join(where, "node_modules"));
    expect(hasOwnModules(where)).toBe(false);
    rmSync(join(where, "node_modules"));
    mkdirSync(join(where, "node_modules"));
    expect(hasOwnModules(where)).toBe(true);
  });

  it("are installed by npm ci as package-lock.json says, and built with the release's BUILD_DIR", async () => {
    const where = root();
    const repo = join(where, "source");
    createFixtureSite(repo);
    const folder = join(where, "release");
    git(where, "clone", "--quiet", repo, folder);
    // npm installs the fixture's packed package from the repository itself, never from the registry.
    vi.stubEnv("npm_config_offline", "true");
    vi.stubEnv("npm_config_update_notifier", "false");
    vi.stubEnv("npm_config_cache", join(where, "npm-cache"));
    await installPackages(folder);
    expect(lstatSync(join(folder, "node_modules", "fixture-dep")).isDirectory()).toBe(true);
    await buildSite(folder, join(folder, "build"), {});
    expect(readFileSync(join(folder, "build", "client", "index.html"), "utf8")).toContain("fixture-dep 1.0.0");
    expect(existsSync(join(repo, "node_modules"))).toBe(false);
    expect(lockHashOf(folder)).toBe(lockHashOf(repo));
    expect(lockHashOf(folder)).toMatch(/^[0-9a-f]{64}$/);
  });
});
