// `npm run check:content`: the content checked as the build checks it, before the build starts, and told to
// the office (decision 0027). For the first collection, in the editor's order, that the build would refuse
// (posts, projects, people, company facts, qualification pack, gallery, roles, then the photo sources), one
// line per problem: the collection and the entry as the editor at /admin names them, the field's label and
// what to do, in English and then in French. No stack trace, and nothing about what would have failed after.
//   node scripts/check-content.mjs [checkout]   another checkout's content (default: this one's)
// Exit status: 0 ready to build, 1 problems listed, 2 the checks themselves could not run.
// The dev server shows the same lines in place of a page (scripts/content/problems-page.mjs).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { runnerImport } from "vite";
import { checkPhotoSources, listPhotoSources } from "./photos/pipeline.mjs";

const repo = fileURLToPath(new URL("..", import.meta.url));
/** The check itself: TypeScript, as it runs the app's own loaders, so it is loaded through Vite. */
export const contentCheckModule = resolve(repo, "scripts/content/content-check.ts");

/**
 * @typedef {{ fileName: string, source: string }} SourceFile
 * @typedef {{ en: string, fr: string }} Said
 * @typedef {{ collection: string, name: Said, lines: Said[] }} ContentReport
 * @typedef {{ folder: string, extension: string }} Folder
 * @typedef {{ posts: Folder, projects: Folder, people: Folder, qualification: Folder, company: { file: string },
 *   gallery: { file: string }, roles: { file: string }, photos: { folder: string } }} ContentPaths
 * @typedef {{ checkContent: (inputs: object) => ContentReport | null, contentPaths: ContentPaths }} ContentCheckModule
 */

/**
 * The files of a content folder, named from the project's root as the checks name them.
 * @param {string} root
 * @param {string} folder e.g. `app/content/blog`
 * @param {string} extension
 * @returns {SourceFile[]}
 */
function filesIn(root, folder, extension) {
  const dir = join(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(extension))
    .sort()
    .map((name) => ({
      fileName: `${folder}/${name.split("\\").join("/")}`,
      source: readFileSync(join(dir, name), "utf8"),
    }));
}

/**
 * @param {string} root
 * @param {string} fileName
 * @returns {SourceFile}
 */
const fileAt = (root, fileName) => ({
  fileName,
  source: existsSync(join(root, fileName)) ? readFileSync(join(root, fileName), "utf8") : "",
});

/**
 * Everything the check reads from a checkout: the content's files, the photo sources and what the photo
 * pipeline would refuse of them, and the drawings in public/.
 * @param {string} root the checkout's folder
 * @param {ContentPaths} paths where each collection's files are
 */
export async function readContentInputs(root, paths) {
  const photoDir = join(root, paths.photos.folder);
  const photoSources = await listPhotoSources(photoDir);
  const photoProblems = (await checkPhotoSources({ sourceDir: photoDir, sources: photoSources })).map(
    (/** @type {{ file: string, message: Said }} */ found) => ({
      file: relative(root, found.file).split("\\").join("/"),
      field: "file",
      message: found.message,
    }),
  );
  /** @param {Folder} folder */
  const files = ({ folder, extension }) => filesIn(root, folder, extension);
  return {
    posts: files(paths.posts),
    projects: files(paths.projects),
    people: files(paths.people),
    qualification: files(paths.qualification),
    company: fileAt(root, paths.company.file),
    gallery: fileAt(root, paths.gallery.file),
    roles: fileAt(root, paths.roles.file),
    photoSources,
    photoProblems,
    illustrationExists: (/** @type {string} */ src) => existsSync(join(root, "public", src)),
  };
}

/**
 * The first collection with problems in the checkout at `root`, or null when it is ready to build.
 * @param {{ root?: string, load?: (id: string) => Promise<ContentCheckModule> }} [options] `load` imports the
 *   check's module: the dev server passes its own loader, so the check runs on the modules it already has.
 * @returns {Promise<ContentReport | null>}
 */
export async function contentReport({ root = repo, load = loadWithVite(root) } = {}) {
  const check = await load(contentCheckModule);
  return check.checkContent(await readContentInputs(root, check.contentPaths));
}

/**
 * Loads the check's module in a Vite module runner of its own, which understands its TypeScript and `~/` paths.
 * @param {string} root
 * @returns {(id: string) => Promise<ContentCheckModule>}
 */
function loadWithVite(root) {
  return async (id) => {
    /** @type {{ module: ContentCheckModule }} */
    const { module } = await runnerImport(id, {
      root,
      configFile: false,
      logLevel: "error",
      resolve: { alias: { "~": resolve(repo, "app") } },
    });
    return module;
  };
}

/**
 * The report as the command prints it: a first line saying what to do, then one line per problem, English and
 * French side by side.
 * @param {ContentReport} report
 */
export function reportLines(report) {
  const { name } = report;
  const count = report.lines.length;
  return [
    `check:content: ${count} ${count === 1 ? "problem" : "problems"} in ${name.en}: fix ${count === 1 ? "it" : "them"} in the editor (or the file) and build again / ` +
      `${count} ${count === 1 ? "problème" : "problèmes"} dans ${name.fr} : ${count === 1 ? "corrigez-le" : "corrigez-les"} dans l'éditeur (ou le fichier) puis relancez la construction`,
    ...report.lines.map((line) => `${line.en} / ${line.fr}`),
  ];
}

/** Prints the report of a checkout; the exit status says whether it can be built (see the top of the file). */
async function main(root = resolve(process.argv[2] ?? repo)) {
  let report;
  try {
    report = await contentReport({ root });
  } catch (error) {
    console.error(`check:content: the checks could not run: ${error instanceof Error ? error.message : error}`);
    return 2;
  }
  if (!report) {
    console.log("check:content: OK, the content is ready to build / le contenu est prêt pour la construction");
    return 0;
  }
  for (const line of reportLines(report)) console.error(line);
  return 1;
}

// Run as a command only. The check's own modules must never import this file: in their module runner it would
// see itself as the command, and start the check again, and again.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await main();
}
