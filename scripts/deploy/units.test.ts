import { spawnSync } from "node:child_process";
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { parseCli } from "./cli.mjs";

// The systemd units that run the site on the company's server (decision 0024): the server and the build run
// as two users, and the build's unit is shut out of everything but its checkout and the releases.

const deploy = fileURLToPath(new URL("../../deploy/", import.meta.url));
const read = (name: string) => readFileSync(join(deploy, name), "utf8");

/** A unit file's settings: `Section.Key` → every value given, continuation lines joined, comments dropped. */
function settings(name: string): Map<string, string[]> {
  const values = new Map<string, string[]>();
  let section = "";
  const lines = read(name)
    .replace(/\\\n\s*/g, " ")
    .split("\n");
  for (const raw of lines) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#") || line.startsWith(";")) continue;
    const header = /^\[(\w+)\]$/.exec(line);
    if (header) {
      section = header[1] ?? "";
      continue;
    }
    const [key, ...rest] = line.split("=");
    const id = `${section}.${key?.trim()}`;
    values.set(id, [...(values.get(id) ?? []), rest.join("=").trim()]);
  }
  return values;
}

/** The one value of a setting (undefined when absent, an error when given twice). */
function one(unit: Map<string, string[]>, id: string) {
  const all = unit.get(id) ?? [];
  if (all.length > 1) throw new Error(`${id} is set ${all.length} times`);
  return all[0];
}

/** `Environment=NAME=value` lines as a record. */
function environment(unit: Map<string, string[]>) {
  return Object.fromEntries((unit.get("Service.Environment") ?? []).map((line) => line.split(/=(.*)/s).slice(0, 2)));
}

/** The arguments of the release script in the release unit's ExecStart. */
function releaseArguments() {
  const exec = one(settings("site-release.service"), "Service.ExecStart") ?? "";
  const [node, script, ...argv] = exec.split(/\s+/);
  return { node, script, args: parseCli(argv.map((arg) => arg.replace(/^"|"$/g, ""))) };
}

const hardening = {
  "Service.NoNewPrivileges": "true",
  "Service.PrivateTmp": "true",
  "Service.ProtectSystem": "strict",
  "Service.ProtectHome": "true",
  "Service.ProtectProc": "invisible",
};

describe("site-release.service", () => {
  const unit = settings("site-release.service");

  it("builds as site-build, a user of its own, shut out of the server's files, processes and privileges", () => {
    expect(one(unit, "Service.User")).toBe("site-build");
    expect(one(unit, "Service.Group")).toBe("site-build");
    for (const [id, value] of Object.entries(hardening)) expect([id, one(unit, id)]).toEqual([id, value]);
    expect(one(unit, "Service.ReadWritePaths")?.split(/\s+/).sort()).toEqual([
      "/srv/site/releases",
      "/srv/site/source",
    ]);
    expect(one(unit, "Service.InaccessiblePaths")?.split(/\s+/)).toEqual(["-/srv/site/data", "-/etc/site"]);
    expect(unit.has("Service.ReadOnlyPaths")).toBe(false);
    // Nothing of the server's own configuration.
    expect(unit.get("Service.EnvironmentFile")).toEqual(["/etc/site/build.env"]);
    expect(Object.keys(environment(unit)).sort()).toEqual(["NGINX_ROOT", "npm_config_cache"]);
  });

  it("documents every build setting the editor's configuration reads, in its header", () => {
    const source = readFileSync(new URL("../../app/features/cms/editor-config.server.ts", import.meta.url), "utf8");
    const variables = [...new Set([...source.matchAll(/env\.(CMS_\w+)/g)].map((match) => match[1]))];
    expect(variables.length).toBeGreaterThanOrEqual(5);
    const header = read("site-release.service").split("\n[Unit]")[0] ?? "";
    for (const name of variables) expect(header).toMatch(new RegExp(`^#\\s+${name}\\s+\\S`, "m"));
  });

  it("releases from its checkout into the releases folder, with current inside it, and asks for the restart by a file", () => {
    const { node, script, args } = releaseArguments();
    expect(node).toBe("/usr/bin/node");
    expect(script).toBe("scripts/deploy/release.mjs");
    expect(one(unit, "Service.WorkingDirectory")).toBe("/srv/site/source");
    expect(args).toEqual(
      expect.objectContaining({
        repo: "/srv/site/source",
        releases: "/srv/site/releases",
        current: "/srv/site/releases/current",
        pull: true,
        restart: undefined,
        restartFile: "/srv/site/releases/restart-site",
      }),
    );
    // Every file it writes is in a folder it may write.
    for (const path of [args.current, args.restartFile ?? ""]) expect(dirname(path)).toBe(args.releases);
    expect(environment(unit).NGINX_ROOT).toBe("/srv/site/current/build/client");
  });
});

describe("site.service", () => {
  const unit = settings("site.service");

  it("runs as site, on the loopback only, from the live release's own code, packages and build", () => {
    expect(one(unit, "Service.User")).toBe("site");
    expect(environment(unit)).toEqual({ PORT: "3000", HOST: "127.0.0.1", LEADS_DATA_DIR: "/srv/site/data" });
    expect(one(unit, "Service.WorkingDirectory")).toBe("/srv/site/current");
    expect(one(unit, "Service.ExecStart")).toBe("/srv/site/current/node_modules/.bin/node server/index.mjs");
    expect(unit.get("Service.EnvironmentFile")).toEqual(["-/etc/site/site.env"]);
  });

  it("writes only its data folder: the releases are read-only to it", () => {
    for (const [id, value] of Object.entries(hardening)) expect([id, one(unit, id)]).toEqual([id, value]);
    expect(one(unit, "Service.ReadWritePaths")).toBe("/srv/site/data");
  });
});

describe("the restart a release asks for", () => {
  it("is site-restart.path watching the release's file and starting site-restart.service, which restarts site", () => {
    const path = settings("site-restart.path");
    expect(one(path, "Path.PathChanged")).toBe(releaseArguments().args.restartFile);
    expect(one(path, "Path.Unit")).toBe("site-restart.service");
    const restart = settings("site-restart.service");
    // nginx first: its configuration holds the new pages' Content-Security-Policy.
    expect(restart.get("Service.ExecStart")).toEqual([
      "-/usr/bin/systemctl try-reload-or-restart nginx.service",
      "/usr/bin/systemctl restart site.service",
    ]);
    expect(restart.has("Service.User")).toBe(false); // root: restarting a unit is the manager's business
    expect(existsSync(join(deploy, "site.service"))).toBe(true);
  });
});

const units = readdirSync(deploy).filter((name) => /\.(service|timer|path)$/.test(name));
const analyze = spawnSync("systemd-analyze", ["--version"], { encoding: "utf8" });
const verifyRoot = mkdtempSync(join(tmpdir(), "units-verify-"));
afterAll(() => rmSync(verifyRoot, { recursive: true, force: true }));

describe("systemd-analyze verify", () => {
  it.runIf(analyze.status === 0)(
    "accepts every unit without a warning (in a root of its own, where the units' programs exist)",
    () => {
      // Its checks include the programs each unit starts: they are stubs in this root, not this machine's.
      mkdirSync(join(verifyRoot, "etc", "systemd", "system"), { recursive: true });
      cpSync("/usr/lib/systemd/system", join(verifyRoot, "usr", "lib", "systemd", "system"), { recursive: true });
      for (const program of ["/usr/bin/node", "/usr/bin/systemctl", "/srv/site/current/node_modules/.bin/node"]) {
        mkdirSync(dirname(join(verifyRoot, program)), { recursive: true });
        writeFileSync(join(verifyRoot, program), "#!/bin/sh\n");
        chmodSync(join(verifyRoot, program), 0o755);
      }
      const installed = units.map((name) => {
        cpSync(join(deploy, name), join(verifyRoot, "etc", "systemd", "system", name));
        return join(verifyRoot, "etc", "systemd", "system", name);
      });
      expect(units).toEqual(
        expect.arrayContaining([
          "site.service",
          "site-release.service",
          "site-release.timer",
          "site-restart.path",
          "site-restart.service",
        ]),
      );
      const verify = spawnSync(
        "systemd-analyze",
        ["verify", `--root=${verifyRoot}`, "--man=no", "--generators=no", ...installed],
        { encoding: "utf8" },
      );
      expect(verify.stderr).toBe("");
      expect(verify.status).toBe(0);
    },
  );

  if (analyze.status !== 0) it.skip("skipped: systemd-analyze is missing here (Debian package: systemd)", () => {});
});
