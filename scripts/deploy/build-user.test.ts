import { execFileSync, spawn, spawnSync } from "node:child_process";
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The server runs as `site` and releases build as `site-build` (deploy/*.service, decision 0024). With two
// real users, this is what the build's code meets when it reaches for the running server: its environment
// (where the secrets are), its process and its data folder are closed to it, and the releases it writes are
// read-only to the server. Creating users needs root; anywhere else the test says so and is skipped.

const unavailable =
  process.getuid?.() !== 0
    ? "creating the users site and site-build needs root"
    : spawnSync("useradd", ["--help"]).status !== 0
      ? "useradd is missing (Debian package: passwd)"
      : null;
const secret = `secret-${process.pid}-${Date.now()}`;

interface User {
  name: string;
  uid: number;
  gid: number;
}

const created: string[] = [];
let root = "";
let site: User;
let builder: User;

/** The user `name`, created (a system user with no home or shell) when missing. */
function user(name: string): User {
  if (spawnSync("getent", ["passwd", name]).status !== 0) {
    execFileSync("useradd", [
      "--system",
      "--no-create-home",
      "--home-dir",
      "/nonexistent",
      "--shell",
      "/usr/sbin/nologin",
      name,
    ]);
    created.push(name);
  }
  const id = (flag: string) => Number(execFileSync("id", [flag, name], { encoding: "utf8" }).trim());
  return { name, uid: id("-u"), gid: id("-g") };
}

/**
 * Runs `script` with Node.js as `who`; it prints one JSON line, returned parsed. Each attempt is reported as
 * what it read or the error code it got.
 */
function runAs(who: User, script: string, args: string[]) {
  const result = spawnSync(process.execPath, ["-e", script, ...args], {
    uid: who.uid,
    gid: who.gid,
    cwd: "/",
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`node as ${who.name} exited with ${result.status}: ${result.stderr}`);
  return JSON.parse(result.stdout) as Record<string, string>;
}

/** What the build's code would try: the server's environment and process, and the lead database. */
const reach = `const fs = require("node:fs");
const [pid, data] = process.argv.slice(1);
const attempt = (work) => { try { return String(work()); } catch (error) { return error.code; } };
console.log(JSON.stringify({
  environ: attempt(() => fs.readFileSync("/proc/" + pid + "/environ", "utf8")),
  signal: attempt(() => process.kill(Number(pid), 0)),
  folder: attempt(() => fs.readdirSync(data).join(",")),
  database: attempt(() => fs.readFileSync(data + "/leads.db", "utf8")),
}));`;

/** What the server does with a release: read its files, and what it must not do: change them. */
const useRelease = `const fs = require("node:fs");
const [release] = process.argv.slice(1);
const attempt = (work) => { try { return String(work()); } catch (error) { return error.code; } };
console.log(JSON.stringify({
  read: attempt(() => fs.readFileSync(release + "/build/client/index.html", "utf8")),
  write: attempt(() => fs.writeFileSync(release + "/server/index.mjs", "// changed")),
  add: attempt(() => fs.writeFileSync(release + "/extra.mjs", "// added")),
}));`;

describe.skipIf(unavailable !== null)("the build user, beside the server's user (two real users)", () => {
  let server: ReturnType<typeof spawn>;
  let data = "";

  beforeAll(async () => {
    site = user("site");
    builder = user("site-build");
    root = mkdtempSync(join(tmpdir(), "build-user-"));
    chmodSync(root, 0o755);
    // The data folder as deployed: the server's own, mode 0700.
    data = join(root, "data");
    mkdirSync(data);
    writeFileSync(join(data, "leads.db"), "WI-7K3Q9 ada@example.com\n");
    chownSync(join(data, "leads.db"), site.uid, site.gid);
    chownSync(data, site.uid, site.gid);
    chmodSync(data, 0o700);
    // The server: a process of `site` with a secret in its environment, as systemd starts it from site.env.
    server = spawn(process.execPath, ["-e", 'process.stdout.write("ready\\n"); setInterval(() => {}, 1000);'], {
      uid: site.uid,
      gid: site.gid,
      cwd: "/",
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin", CMS_GITHUB_CLIENT_SECRET: secret },
      stdio: ["ignore", "pipe", "inherit"],
    });
    await new Promise<void>((resolve, reject) => {
      server.stdout?.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
      server.on("exit", (code) => reject(new Error(`the server process exited with ${code}`)));
    });
  });

  afterAll(() => {
    server?.kill("SIGKILL");
    if (root) rmSync(root, { recursive: true, force: true });
    for (const name of created.splice(0)) spawnSync("userdel", [name]);
  });

  it("cannot read the server's environment, signal its process, or read its data folder", () => {
    const pid = String(server.pid);
    expect(runAs(builder, reach, [pid, data])).toEqual({
      environ: "EACCES",
      signal: "EPERM",
      folder: "EACCES",
      database: "EACCES",
    });
  });

  it("(control) the server's own user can, so the attempts above are real ones", () => {
    const seen = runAs(site, reach, [String(server.pid), data]);
    expect(seen.environ).toContain(`CMS_GITHUB_CLIENT_SECRET=${secret}`);
    expect(seen.signal).toBe("true");
    expect(seen.database).toContain("ada@example.com");
  });

  it("writes releases the server can read and cannot change", () => {
    const releases = join(root, "releases");
    mkdirSync(releases);
    chownSync(releases, builder.uid, builder.gid);
    // site-build makes a release with the release unit's umask (0022).
    const made = spawnSync(
      process.execPath,
      [
        "-e",
        `process.umask(0o022); const fs = require("node:fs"); const r = process.argv[1];
         fs.mkdirSync(r + "/build/client", { recursive: true }); fs.mkdirSync(r + "/server");
         fs.writeFileSync(r + "/build/client/index.html", "<html></html>"); fs.writeFileSync(r + "/server/index.mjs", "//");`,
        join(releases, "20261126T080000Z-aaaaaaa"),
      ],
      { uid: builder.uid, gid: builder.gid, encoding: "utf8" },
    );
    expect(made.status, made.stderr).toBe(0);
    expect(runAs(site, useRelease, [join(releases, "20261126T080000Z-aaaaaaa")])).toEqual({
      read: "<html></html>",
      write: "EACCES",
      add: "EACCES",
    });
  });
});

if (unavailable) it.skip(`the build user's test with two real users: skipped, ${unavailable}`, () => {});
