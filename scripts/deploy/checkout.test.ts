import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { temporaryFolders } from "../../tests/support/temporary-folders";
import { exportCommit, headCommit, pull } from "./checkout.mjs";
import { commitAll, git } from "./fixture-site";

const temporaryFolder = temporaryFolders();

/** A repository with a script, an executable and a link; returns it and its first commit. */
function repository() {
  const root = temporaryFolder("release-checkout-");
  const repo = join(root, "origin");
  mkdirSync(join(repo, "bin"), { recursive: true });
  writeFileSync(join(repo, "package.json"), '{ "name": "x" }\n');
  writeFileSync(join(repo, "bin", "run.sh"), "#!/bin/sh\necho run\n");
  chmodSync(join(repo, "bin", "run.sh"), 0o755);
  symlinkSync("package.json", join(repo, "manifest.json"));
  git(repo, "init", "--quiet");
  return { root, repo, first: commitAll(repo, "first") };
}

describe("a release's checkout", () => {
  it("holds exactly the commit's files: modes and links kept, no .git, nothing the checkout has beside", async () => {
    const { root, repo, first } = repository();
    writeFileSync(join(repo, "package.json"), '{ "name": "edited on the server" }\n');
    writeFileSync(join(repo, "untracked.txt"), "not committed\n");
    mkdirSync(join(repo, "node_modules"));
    const folder = join(root, "release");
    mkdirSync(folder);
    await exportCommit(repo, first, folder);
    expect(readdirSync(folder).sort()).toEqual(["bin", "manifest.json", "package.json"]);
    expect(readFileSync(join(folder, "package.json"), "utf8")).toBe('{ "name": "x" }\n');
    expect(statSync(join(folder, "bin", "run.sh")).mode & 0o111).not.toBe(0);
    expect(readlinkSync(join(folder, "manifest.json"))).toBe("package.json");
    expect(existsSync(join(folder, ".git"))).toBe(false);
  });

  it("fails naming git archive when the commit is unknown", async () => {
    const { root, repo } = repository();
    const folder = join(root, "release");
    mkdirSync(folder);
    await expect(exportCommit(repo, "f".repeat(40), folder)).rejects.toThrow(/git archive f{40} exited with status/);
  });

  it("pulls fast-forward only: a new commit is followed, a rewritten history is refused", async () => {
    const { root, repo, first } = repository();
    const clone = join(root, "clone");
    git(root, "clone", "--quiet", repo, clone);
    expect(await headCommit(clone)).toBe(first);
    writeFileSync(join(repo, "page.md"), "new\n");
    const second = commitAll(repo, "second");
    await pull(clone);
    expect(await headCommit(clone)).toBe(second);

    git(repo, "reset", "--quiet", "--hard", first);
    writeFileSync(join(repo, "page.md"), "rewritten\n");
    commitAll(repo, "rewritten");
    await expect(pull(clone)).rejects.toThrow(/git pull --ff-only exited with status/);
    expect(await headCommit(clone)).toBe(second);
  });
});
