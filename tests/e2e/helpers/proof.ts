import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { company } from "../../../app/content/company";
import { loadProof, peopleFolder, qualificationFolder } from "../../../app/features/proof/proof-source";
import type { ProofContent } from "../../../app/features/proof/types";
import { todayIn } from "../../../app/lib/dates";
import { buildDir } from "../../support/site-server";

const root = fileURLToPath(new URL("../../../", import.meta.url));

/** Every person and qualification record, read and validated as the build does, so the tests follow the content. */
export function proofContent(): ProofContent {
  const files = [peopleFolder, qualificationFolder].flatMap((folder) =>
    readdirSync(`${root}${folder}`)
      .filter((name) => name.endsWith(".yaml"))
      .map((name) => ({ fileName: `${folder}${name}`, source: readFileSync(`${root}${folder}${name}`, "utf8") })),
  );
  return loadProof(files);
}

/**
 * The office's day the build under test was made for (`buildDay`, kept in its build.json by `npm run build`),
 * which decides what is current on its pages: a run that starts before the office's midnight and tests after
 * it checks the pages against the day they show. A build without the file is taken as made today.
 */
export function builtDay(): string {
  const file = join(buildDir, "build.json");
  if (!existsSync(file)) return todayIn(company.timeZone);
  const { day } = JSON.parse(readFileSync(file, "utf8")) as { day: string };
  return day;
}
