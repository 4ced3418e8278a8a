import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { freePort, waitForPort } from "../../scripts/ports.mjs";

const nginxBinary = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));

/** An nginx the tests started: its port, its error output so far, and how to stop it. */
export type RunningNginx = {
  port: number;
  alive: () => boolean;
  /** What nginx wrote to stderr and its error log. */
  errorLog: () => string;
  /** A graceful stop (SIGQUIT: master and workers), resolved once the master has exited. */
  stop: () => Promise<void>;
};

/**
 * Debian's nginx on `siteConf` (a generated server block, build/nginx/site.conf), wrapped in a minimal
 * nginx.conf in `dir` (its own pid, logs and temp paths), its `listen` lines replaced by one on the loopback
 * at a free port. A configuration nginx refuses is reported by `nginx -t` with its line, before anything
 * listens.
 */
export async function runNginx(dir: string, siteConf: string): Promise<RunningNginx> {
  if (!nginxBinary) throw new Error("nginx is not installed: apt-get install nginx (.ci/run does it)");
  if (!/^\s*server\s*\{/m.test(siteConf)) throw new Error("the site's nginx configuration has no server block");
  const port = await freePort();
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"];
  for (const sub of temp) mkdirSync(join(dir, sub), { recursive: true });
  const site = siteConf
    .replace(/^\s*listen\s+[^;]+;\s*$/gm, "")
    .replace(/^(\s*server\s*\{)/m, `$1\n    listen 127.0.0.1:${port};`);
  writeFileSync(join(dir, "site.conf"), site);
  writeFileSync(
    join(dir, "nginx.conf"),
    [
      // Workers as the user running the test, who can read the temporary build (ignored when not root).
      "user root;",
      "worker_processes 1;",
      "events { worker_connections 256; }",
      "http {",
      "    access_log off;",
      ...temp.map((sub) => `    ${sub}_temp_path ${join(dir, sub)};`),
      `    include ${join(dir, "site.conf")};`,
      "}",
      "",
    ].join("\n"),
  );
  const args = [
    "-p",
    dir,
    "-c",
    join(dir, "nginx.conf"),
    "-g",
    `daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;`,
  ];
  try {
    execFileSync(nginxBinary, ["-t", ...args], { stdio: "pipe" });
  } catch (error) {
    const output = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    throw new Error(`nginx rejects the generated configuration:\n${output}`);
  }
  const child = spawn(nginxBinary, args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stderr?.on("data", (data) => {
    output += data;
  });
  child.stdout?.resume();
  const errorLog = () => {
    const file = join(dir, "error.log");
    return output + (existsSync(file) ? readFileSync(file, "utf8") : "");
  };
  const alive = () => child.exitCode === null && child.signalCode === null;
  await waitForPort(port, child, { log: errorLog });
  return {
    port,
    alive,
    errorLog,
    stop: () =>
      new Promise<void>((done) => {
        if (!alive()) return done();
        child.once("exit", () => done());
        child.kill("SIGQUIT");
      }),
  };
}
