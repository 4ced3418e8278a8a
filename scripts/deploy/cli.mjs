// The release's command line: what the timer's unit and an operator type.
import { parseArgs } from "node:util";

export const usage = `Usage: node scripts/deploy/release.mjs --releases <dir> --current <link> [options]
  --releases <dir>        folder of releases (created if missing)
  --current <link>        the symlink to the live release, inside --releases; replaced atomically
  --keep <n>              releases kept, the new one included (default 3, at least 2)
  --pull                  git pull --ff-only in the checkout before building
  --restart-file <file>   after the swap, write <file>: site-restart.path then restarts the server
  --restart "<cmd>"       or run <cmd> after the swap, e.g. "systemctl restart site"
                          (either way, when it fails current goes back)
  --force                 build even if current already serves HEAD, or HEAD failed before
  --install               run npm ci even if package-lock.json is the current release's
  --repo <dir>            the checkout to build from (default: the one holding this script)`;

/**
 * The options of `release()` from the command line; throws a message for the operator on a wrong one.
 * @param {string[]} argv
 */
export function parseCli(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      releases: { type: "string" },
      current: { type: "string" },
      keep: { type: "string", default: "3" },
      pull: { type: "boolean", default: false },
      restart: { type: "string" },
      "restart-file": { type: "string" },
      force: { type: "boolean", default: false },
      install: { type: "boolean", default: false },
      repo: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) return { help: true, releases: "", current: "" };
  if (!values.releases || !values.current) throw new Error("--releases and --current are required");
  const keep = Number(values.keep);
  if (!Number.isInteger(keep) || keep < 2) throw new Error("--keep must be a whole number of at least 2");
  if (values.restart && values["restart-file"]) throw new Error("--restart and --restart-file: one or the other");
  return {
    help: false,
    releases: values.releases,
    current: values.current,
    keep,
    pull: values.pull,
    restart: values.restart,
    restartFile: values["restart-file"],
    force: values.force,
    install: values.install,
    repo: values.repo,
  };
}
