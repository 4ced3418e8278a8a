#!/usr/bin/env node
/**
 * The behaviours the test suite checks: every test's title, grouped by spec and by the runner and project
 * that run it, taken from the runners themselves (`playwright test --list`, `vitest list`), so the list
 * cannot drift from the suite.
 *
 *   node scripts/test-inventory.mjs --before [--ran LOG]
 *       writes tests/inventory/before.{json,md}: the suite as it stands, frozen before a reorganisation.
 *       LOG is the output of a full run with Playwright's list reporter: a test it shows as skipped in a
 *       project was created there but checked nothing, so it is not counted as that project's behaviour.
 *   node scripts/test-inventory.mjs
 *       writes tests/inventory/after.{json,md} and tests/inventory/places.md, which puts each behaviour of
 *       before.json against its place in today's suite, and exits 1 if one has none, or if a behaviour only
 *       the mobile project checked is no longer checked by it.
 *
 * A behaviour keeps its place by keeping its title (describe blocks and test, in any file or runner). A test
 * renamed, merged or split names its old title in tests/inventory/moves.json: "old key": "new key" or
 * "new key ‖ new key" for several, where a key is "file › describe › title". A behaviour of code that is gone
 * (not moved: deleted with what it checked) says so and why: "old key": "retired: <why>".
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const folder = join(root, "tests/inventory");
/** @param {string} name */
const bin = (name) => join(root, "node_modules/.bin", name);

/** @typedef {{ runner: string, project: string, file: string, title: string[] }} Test */
/** @typedef {{ key: string, file: string, title: string, projects: string[], missing?: boolean }} Behaviour */
const separator = " › ";

/** Each test Playwright creates: its file (from the repository root), title path and project. */
function playwrightTests() {
  // On this script's Node (the project's), whatever `node` the shell would find first. Listed as CI runs them:
  // every project, the video one too, whether or not this checkout has built build-video/ (listing starts no
  // server).
  const out = execFileSync(process.execPath, [bin("playwright"), "test", "--list", "--reporter=json"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, CI: "true" },
  });
  const report = JSON.parse(out);
  /** @type {Test[]} */
  const tests = [];
  /** @param {any} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      const file = relative(root, resolve(report.config.rootDir, spec.file));
      for (const t of spec.tests) {
        tests.push({ runner: "playwright", project: t.projectName, file, title: [...titles, spec.title] });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const file of report.suites) walk(file, []);
  return tests;
}

/**
 * Each test Vitest collects, by running the files' collection (not reading them as text, which misses tests made
 * by a shared function and leaves loops' titles unexpanded). A parametrised test (`it.each`) is one behaviour
 * under its title template.
 */
function vitestTests() {
  const out = execFileSync(process.execPath, [bin("vitest"), "list", "--json", "--no-static-parse"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  return JSON.parse(out).map((/** @type {{ projectName: string, file: string, name: string }} */ t) => ({
    runner: "vitest",
    project: t.projectName,
    file: relative(root, t.file),
    title: t.name.split(" > "),
  }));
}

/**
 * Tests a list-reporter log shows as skipped: "project|file|title path".
 * @param {string} log
 */
function skippedIn(log) {
  const skipped = new Set();
  for (const line of readFileSync(log, "utf8").split("\n")) {
    const m = /^\s+-\s+\d+ \[([\w-]+)\] › (\S+?):\d+:\d+ › (.*?)\s*$/.exec(line);
    if (m) skipped.add(`${m[1]}|${m[2]}|${m[3]}`);
  }
  return skipped;
}

/**
 * Behaviours: one per file and title path, with the places (runner/project) that check it.
 * @param {Test[]} tests
 * @param {Set<string>} skipped
 * @returns {Behaviour[]}
 */
function behaviours(tests, skipped = new Set()) {
  /** @type {Map<string, Behaviour>} */
  const byKey = new Map();
  for (const t of tests) {
    if (skipped.has(`${t.project}|${t.file}|${t.title.join(separator)}`)) continue;
    const key = [t.file, ...t.title].join(separator);
    const entry = byKey.get(key) ?? { key, file: t.file, title: t.title.join(separator), projects: [] };
    const place = `${t.runner}:${t.project}`;
    if (!entry.projects.includes(place)) entry.projects.push(place);
    byKey.set(key, entry);
  }
  return [...byKey.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** @param {string} heading @param {Behaviour[]} list */
function markdown(heading, list) {
  const lines = [`# ${heading}`, "", `${list.length} behaviours, generated by \`node scripts/test-inventory.mjs\`.`];
  let file = "";
  for (const b of list) {
    if (b.file !== file) {
      file = b.file;
      lines.push("", `## ${file}`, "");
    }
    lines.push(`- ${b.title} — ${b.projects.join(", ")}`);
  }
  return `${lines.join("\n")}\n`;
}

/** @param {string} name @param {Behaviour[]} list @param {string} heading */
function write(name, list, heading) {
  writeFileSync(join(folder, `${name}.json`), `${JSON.stringify(list, null, 1)}\n`);
  writeFileSync(join(folder, `${name}.md`), markdown(heading, list));
}

const args = process.argv.slice(2);
const ranIndex = args.indexOf("--ran");
const skipped = ranIndex >= 0 ? skippedIn(args[ranIndex + 1] ?? "") : new Set();
const current = behaviours([...playwrightTests(), ...vitestTests()], skipped);

if (args.includes("--before")) {
  write("before", current, "What the suite checked before it was reorganised");
  console.log(`tests/inventory/before: ${current.length} behaviours`);
  process.exit(0);
}

write("after", current, "What the suite checks");
/** @type {Behaviour[]} */
const before = JSON.parse(readFileSync(join(folder, "before.json"), "utf8"));
const movesFile = join(folder, "moves.json");
/** @type {Record<string, string>} */
const moves = existsSync(movesFile) ? JSON.parse(readFileSync(movesFile, "utf8")) : {};
const byKey = new Map(current.map((b) => [b.key, b]));
/** @type {Map<string, Behaviour[]>} */
const byTitle = new Map();
for (const b of current) byTitle.set(b.title, [...(byTitle.get(b.title) ?? []), b]);

/** What moves.json says of a behaviour whose code is gone, before its reason. */
const retired = "retired:";
/** @type {string[]} */
const problems = [];
/** @type {string[]} */
const rows = [];
for (const old of before) {
  /** @type {Behaviour[]} */
  let places = byTitle.get(old.title) ?? [];
  // The same title in several files: the one in the test's own file, if it is still there.
  const own = places.find((p) => p.file === old.file) ?? places[0];
  if (own) places = [own];
  const moved = moves[old.key];
  if (moved?.startsWith(retired)) {
    rows.push(`| ${old.key} | ${old.projects.join(", ")} | retired: ${moved.slice(retired.length).trim()} |`);
    continue;
  }
  if (moved) {
    places = moved
      .split(" ‖ ")
      .map((key) => byKey.get(key) ?? { key, file: "", title: key, missing: true, projects: [] });
  }
  const missing = places.length === 0 || places.some((p) => p.missing);
  if (missing) problems.push(`no place for: ${old.key}${moved ? ` (moves.json names ${moved})` : ""}`);
  const onlyMobile = old.projects.includes("playwright:mobile") && !old.projects.includes("playwright:desktop");
  if (onlyMobile && !missing && !places.some((p) => p.projects.includes("playwright:mobile"))) {
    problems.push(`only the mobile project checked it, and it no longer does: ${old.key}`);
  }
  const where = places.map((p) => `${p.key} — ${p.projects.join(", ") || "MISSING"}`).join("; ");
  rows.push(`| ${old.key} | ${old.projects.join(", ")} | ${where} |`);
}
const added = current.filter((b) => !before.some((old) => old.title === b.title)).length;
writeFileSync(
  join(folder, "places.md"),
  [
    "# Where each behaviour is checked now",
    "",
    `Each of the ${before.length} behaviours of before.md against its place in the suite today (after.md, ${current.length} behaviours, ${added} of them new titles). Generated by \`node scripts/test-inventory.mjs\`.`,
    "",
    "| Before (file › title) | Checked by | Now |",
    "|---|---|---|",
    ...rows,
    "",
  ].join("\n"),
);
if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log(`tests/inventory: ${before.length} behaviours of before.json each have a place among ${current.length}`);
