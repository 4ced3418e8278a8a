// How the islands' code is cut into files (decision 0031, "Chunks"). Every page starts the shell and header
// islands, so what they import statically is needed on every page: left to automatic splitting, it was some
// twenty small files shared in different combinations with the other islands, fetched as a waterfall of
// requests (26 for a page with no other island). Here it is one file, and React's runtime another; what the
// other islands add stays split automatically, so a page loads only the islands it has.
import { resolve } from "node:path";

/** @import { Plugin } from "vite" */

/** React and React DOM as the islands' renderer runs them: the same on every page. */
const runtime = /[\\/]node_modules[\\/](?:react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/;

/**
 * @param {{ entries: string[] }} options The islands every page starts (their source files), whose static
 *   imports make the shell's chunk.
 * @returns {Plugin}
 */
export function islandChunks({ entries }) {
  const roots = new Set(entries.map((entry) => resolve(entry)));
  /** Modules the page-wide islands import statically (not what they load later, on first use). */
  const shell = new Set();
  return {
    name: "island-chunks",
    config: () => ({
      environments: {
        client: {
          build: {
            rolldownOptions: {
              output: {
                codeSplitting: {
                  groups: [
                    { name: "react", test: (id) => runtime.test(id), priority: 2 },
                    { name: "shell", test: (id) => shell.has(id), priority: 1 },
                  ],
                },
              },
            },
          },
        },
      },
    }),
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      const queue = [...this.getModuleIds()].filter((id) => roots.has(id));
      if (queue.length !== roots.size) this.error(`island-chunks: not every page-wide island was built (${entries})`);
      for (let id = queue.pop(); id; id = queue.pop()) {
        if (shell.has(id)) continue;
        shell.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}
