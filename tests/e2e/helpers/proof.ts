import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { company } from "../../../app/content/company";
import { loadProof, peopleFolder, qualificationFolder } from "../../../app/features/proof/proof-source";
import type { ProofContent } from "../../../app/features/proof/types";
import { todayIn } from "../../../app/lib/dates";

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
 * The office's day, which decides what is current, as the build decides it (`buildDay`). A build made
 * on another day than the test run may differ: rebuild before testing.
 */
export function officeToday(): string {
  return todayIn(company.timeZone);
}
