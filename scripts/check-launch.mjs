// `npm run check:launch`: fails while app/content/company.json still holds the template's placeholders
// (example.com, +237 690 000 001, "Example"…) or claims the company has not confirmed (percentages, badges,
// certifications, industry cards, a promise) or the content does not back (a scheme nobody in the register
// holds, a card with neither an industry page nor a case study), the content still holds samples (projects,
// people, qualification records marked `sample: true`) or a photo source carries metadata (EXIF, GPS, XMP,
// IPTC), listing each one. Run it before deploying.
//   node scripts/check-launch.mjs [config-module [photo-folder]]   another module exporting `company` and
//   `claims` (default: app/content/company.ts, which reads them from company.json), another folder of photo
//   sources (default: app/content/photos)
// Exit status: 0 ready, 1 placeholders, samples or photo metadata left, 2 the config or the content could
// not be loaded.
// The post-build step reuses readLaunchProblems() to warn without failing the build.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { runnerImport } from "vite";
import { companyFacts } from "./content/company-plugin.mjs";
import { photoMetadataProblems, photoSourceDir } from "./photos/source-metadata.mjs";

const repo = fileURLToPath(new URL("..", import.meta.url));
const app = resolve(repo, "app");
const defaultConfig = resolve(app, "content/company.ts");
/** Where the default config's facts are written, and so what the messages name. */
const factsFile = resolve(app, "content/company.json");
const entry = "\0check-launch-entry";

/**
 * The launch problems of a company config (see app/content/launch-check.ts).
 * @param {string} [configModule] path of a module exporting `company`; default app/content/company.ts,
 *   which reads app/content/company.json
 * @returns {Promise<string[]>} one sentence per placeholder left; empty when ready
 */
export async function readLaunchProblems(configModule = defaultConfig) {
  const config = resolve(configModule);
  // One entry importing both files loads them in a single Vite module runner, which is what costs time.
  const code =
    `export * as config from ${JSON.stringify(config)};\n` +
    `export { claimProblems, launchProblems, sampleProblems } from ${JSON.stringify(resolve(app, "content/launch-check.ts"))};\n` +
    `export { parseProjects } from ${JSON.stringify(resolve(app, "features/projects/project-source.ts"))};\n` +
    `export { loadProof } from ${JSON.stringify(resolve(app, "features/proof/proof-source.ts"))};\n` +
    `export { currentCertificates, sampleRecords } from ${JSON.stringify(resolve(app, "features/proof/selectors.ts"))};\n` +
    `export { todayIn } from ${JSON.stringify(resolve(app, "lib/dates.ts"))};\n`;
  /**
   * @typedef {{ fileName: string, source: string }} SourceFile
   * @typedef {{ sample: boolean, certificates: { scheme: string }[] }} Person
   * @type {{ module: {
   *   config: { company?: { timeZone: string }, claims?: unknown },
   *   launchProblems: (company: unknown) => string[],
   *   claimProblems: (claims: unknown, evidence: { heldSchemes: string[], projectIndustries: string[] }) => string[],
   *   sampleProblems: (samples: string[]) => string[],
   *   parseProjects: (files: SourceFile[]) => Record<string, { fileName: string, frontMatter: { sample: boolean, title: string, industry: string } }[]>,
   *   loadProof: (files: SourceFile[]) => { people: Person[] },
   *   sampleRecords: (content: unknown) => string[],
   *   currentCertificates: (people: Person[], today: string) => { certificate: { scheme: string } }[],
   *   todayIn: (timeZone: string) => string,
   * } }}
   */
  const { module } = await runnerImport(entry, {
    root: repo,
    configFile: false,
    logLevel: "error",
    resolve: { alias: { "~": app } },
    plugins: [
      // The build's check of company.json: a file the build would refuse is reported as it would report it.
      companyFacts(),
      {
        name: "check-launch-entry",
        resolveId: (id) => (id === entry ? entry : undefined),
        load: (id) => (id === entry ? code : undefined),
      },
    ],
  });
  const { company, claims } = module.config;
  if (!company) throw new Error(`${config} does not export \`company\``);
  if (!claims) throw new Error(`${config} does not export \`claims\``);
  // Sample content passes every schema: only its flag tells it from the company's own work.
  const projects = Object.values(module.parseProjects(filesIn("projects", ".md"))).flat();
  const proof = module.loadProof([...filesIn("people", ".yaml"), ...filesIn("qualification", ".yaml")]);
  const samples = [
    ...projects
      .filter((p) => p.frontMatter.sample)
      .map((p) => `${p.fileName}: sample project "${p.frontMatter.title}"`),
    ...module.sampleRecords(proof),
  ];
  // What backs a claim: never a sample, and a certificate only while it is valid, as the register shows it.
  const realPeople = proof.people.filter((person) => !person.sample);
  const evidence = {
    heldSchemes: [
      ...new Set(
        module
          .currentCertificates(realPeople, module.todayIn(company.timeZone))
          .map((entry) => entry.certificate.scheme),
      ),
    ],
    projectIndustries: projects.filter((p) => !p.frontMatter.sample).map((p) => p.frontMatter.industry),
  };
  return [
    ...module.launchProblems(company),
    ...module.claimProblems(claims, evidence),
    ...module.sampleProblems(samples),
  ];
}

/**
 * The files of a content folder (`app/content/<folder>`, one level of locale folders for Markdown types),
 * named from the repository's root as the content checks name them.
 * @param {string} folder
 * @param {string} extension
 * @returns {{ fileName: string, source: string }[]}
 */
function filesIn(folder, extension) {
  const root = join(app, "content", folder);
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(extension))
    .sort()
    .map((name) => ({
      fileName: `app/content/${folder}/${name.split("\\").join("/")}`,
      source: readFileSync(join(root, name), "utf8"),
    }));
}

/**
 * Prints the problems of `config` and of the photo sources in `photoDir`; the exit status says whether
 * the site is ready (see the top of the file).
 */
async function main(
  config = resolve(process.argv[2] ?? defaultConfig),
  photoDir = resolve(process.argv[3] ?? photoSourceDir),
) {
  const shown = relative(process.cwd(), config === defaultConfig ? factsFile : config) || config;
  let problems;
  let photoProblems;
  try {
    problems = await readLaunchProblems(config);
  } catch (error) {
    console.error(`check:launch: could not check ${shown}: ${error instanceof Error ? error.message : error}`);
    return 2;
  }
  try {
    photoProblems = await photoMetadataProblems(photoDir);
  } catch (error) {
    console.error(
      `check:launch: could not check the photos in ${photoDir}: ${error instanceof Error ? error.message : error}`,
    );
    return 2;
  }
  if (problems.length === 0 && photoProblems.length === 0) {
    console.log(
      `check:launch: ready, no placeholders or unconfirmed claims left in ${shown}, no sample content and no photo metadata`,
    );
    return 0;
  }
  if (problems.length > 0) {
    console.error(
      `check:launch: not ready, ${problems.length} placeholders, unconfirmed or unbacked claims, or samples left (${shown} and app/content):`,
    );
    for (const problem of problems) console.error(`  - ${problem}`);
  }
  if (photoProblems.length > 0) {
    console.error(`check:launch: not ready, metadata in ${photoProblems.length} of the photo sources:`);
    for (const problem of photoProblems) console.error(`  - ${problem}`);
  }
  return 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await main();
}
