import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const repo = fileURLToPath(new URL("..", import.meta.url));
const script = join(repo, "scripts", "check-content.mjs");
let copy: string;

/** Runs `npm run check:content` on a checkout, as the build does before it starts. */
async function checkContent(root: string) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [script, root], { cwd: repo });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** Replaces a text in a file of the copy; fails if the text is not there, so a test cannot pass by accident. */
async function edit(file: string, search: string | RegExp, replacement: string) {
  const path = join(copy, file);
  const text = await readFile(path, "utf8");
  if (!text.match(search)) throw new Error(`${file} no longer holds ${search}`);
  await writeFile(path, text.replace(search, replacement));
}

beforeAll(async () => {
  copy = await mkdtemp(join(tmpdir(), "check-content-"));
  await cp(join(repo, "app", "content"), join(copy, "app", "content"), { recursive: true });
  await cp(join(repo, "public", "images"), join(copy, "public", "images"), { recursive: true });
});

afterAll(async () => {
  await rm(copy, { recursive: true, force: true });
});

describe("npm run check:content", () => {
  it("says in one line that the repository's content is ready", async () => {
    const { code, output } = await checkContent(repo);
    expect(output.trim()).toBe(
      "check:content: OK, the content is ready to build / le contenu est prêt pour la construction",
    );
    expect(code).toBe(0);
  });

  it("lists the first broken collection's problems in English and French, with no stack trace", async () => {
    await edit(
      "app/content/projects/en/diesel-tank-api-653-inspection.md",
      /\n---\s*$/,
      "\ntestimonial:\n  quote: Thorough.\n  consent: false\n---\n",
    );
    await edit("app/content/gallery/items.yaml", "id: phased-array-ut", "id: Phased Array");
    const { code, output } = await checkContent(copy);
    expect(code).toBe(1);
    const lines = output.trim().split("\n");
    expect(lines[0]).toBe(
      "check:content: 2 problems in Projects (case studies): fix them in the editor (or the file) and build again / 2 problèmes dans Projets (études de cas) : corrigez-les dans l'éditeur (ou le fichier) puis relancez la construction",
    );
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(
        /^Projects \(case studies\) › "API 653 .*" \(English version\) › [^/]+: is missing: write who said them \(their role\), or clear the testimonial \/ Projets \(études de cas\) › « Inspection hors exploitation API 653 .* » \(version anglaise\) › .*: est à remplir : écrivez qui les a dits/,
      ),
      expect.stringMatching(/: must be true: .* \/ Projets \(études de cas\) › .*: doit être coché/),
    ]);
    // The gallery's problem waits until the projects are fixed: one collection at a time.
    expect(output).not.toContain("Gallery");
    expect(output).not.toMatch(/\bat .*:\d+:\d+/);
  });

  it("reports a photo source that is not an image", async () => {
    await cp(join(repo, "app", "content"), join(copy, "app", "content"), { recursive: true, force: true });
    await writeFile(join(copy, "app", "content", "photos", "notes.png"), "a text file named .png");
    const { code, output } = await checkContent(copy);
    expect(code).toBe(1);
    expect(output).toContain(
      "Photos (app/content/photos) › notes.png: is not an image: put the photograph itself there, as a JPEG, PNG, WebP, AVIF or TIFF file / Photos (app/content/photos) › notes.png : n'est pas une image",
    );
  });
});
