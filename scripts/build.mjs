#!/usr/bin/env node
// `npm run build`: the content checked, Astro's pages, files and server build, then the post-build step, one
// after the other, stopping at the first that fails.
// The whole build is made for one day in the office's calendar (BUILD_DAY, kept in build/build.json): what is
// current (a certificate, a calibration) is decided by that day on every page, even when the build runs across
// the office's midnight, and the tests check the pages against the day they were built for.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { company } from "../app/content/company.ts";
import { isIsoDay, todayIn } from "../app/lib/dates.ts";

const buildDir = resolve(process.env.BUILD_DIR || "build");
const day = process.env.BUILD_DAY || todayIn(company.timeZone);
// The pages take only a day written YYYY-MM-DD (buildDay); anything else would leave build.json naming a day
// the pages were not built for.
if (!isIsoDay(day)) {
  console.error(`build: BUILD_DAY is a day written YYYY-MM-DD, as 2026-11-28 (given: "${day}")`);
  process.exit(2);
}
const env = { ...process.env, BUILD_DAY: day };

/** @type {[string, string[], NodeJS.ProcessEnv?][]} */
const steps = [
  ["node", ["scripts/check-content.mjs"]],
  ["astro", ["build"], { ASTRO_TELEMETRY_DISABLED: "1" }],
  ["node", ["scripts/postbuild/index.mjs"]],
];
for (const [command, args, extra] of steps) {
  const { status, signal } = spawnSync(command, args, { stdio: "inherit", env: { ...env, ...extra } });
  if (status !== 0) process.exit(status ?? (signal ? 1 : 0));
}
mkdirSync(buildDir, { recursive: true });
writeFileSync(join(buildDir, "build.json"), `${JSON.stringify({ day }, null, 2)}\n`);
