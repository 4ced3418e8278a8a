// Release on the company's own server (decision 0024), run by deploy/site-release.service as the build user:
//   node scripts/deploy/release.mjs --releases /srv/site/releases --current /srv/site/releases/current
//        [--keep 3] [--pull] [--restart-file <file> | --restart "<cmd>"] [--force] [--install] [--repo <checkout>]
// Exit status: 0 released (or nothing new to release), 1 a step failed (`current` unchanged), 2 bad arguments.
// The steps live beside it: cli, lock, checkout, build, smoke-test, swap, prune, restart; pipeline runs them.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseCli, usage } from "./cli.mjs";
import { release } from "./pipeline.mjs";
import { messageOf, ReleaseError } from "./release-error.mjs";

/**
 * The command line. Returns the exit status.
 * @param {string[]} argv
 */
export async function main(argv) {
  /** @type {ReturnType<typeof parseCli>} */
  let args;
  try {
    args = parseCli(argv);
  } catch (error) {
    console.error(`${messageOf(error)}\n\n${usage}`);
    return 2;
  }
  if (args.help) {
    console.log(usage);
    return 0;
  }
  try {
    const result = await release(args);
    if (result.status === "released") {
      console.log(`release: done: ${result.commit.slice(0, 7)} is live from ${result.release}`);
    }
    return 0;
  } catch (error) {
    console.error(`release: FAILED: ${error instanceof ReleaseError ? error.message : error}`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
