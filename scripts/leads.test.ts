import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, test } from "vitest";

/**
 * `npm run leads` is the company's tool, run on the server where the site is deployed: it reads the lead
 * backend from its sources (server/leads/), so it neither needs nor makes a build. The journeys themselves
 * (show, CSV, resend, purge) are tested against a running server in tests/http/operator.test.ts.
 */

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function emptyFolder(name: string): string {
  const folder = mkdtempSync(join(tmpdir(), `leads-tool-${name}-`));
  folders.push(folder);
  return folder;
}

test("runs on a fresh data folder with no build of the site, and builds none", () => {
  const dataDir = emptyFolder("data");
  const buildDir = emptyFolder("build");
  const run = spawnSync(process.execPath, ["scripts/leads.mjs"], {
    env: { ...process.env, BUILD_DIR: buildDir, LEADS_DATA_DIR: dataDir, DATABASE_URL: "" },
    encoding: "utf8",
    timeout: 30_000,
  });
  expect(run.stderr).toBe("");
  expect(run.stdout).toContain(`No leads yet in the lead database in ${dataDir}.`);
  expect(run.status).toBe(0);
  // The database was made where the tool was told; nothing was built.
  expect(readdirSync(dataDir).length).toBeGreaterThan(0);
  expect(readdirSync(buildDir)).toEqual([]);
});
