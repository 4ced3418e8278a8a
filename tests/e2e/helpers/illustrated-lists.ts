import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadStaffRoles, staffRolesFile } from "../../../app/features/company-pages/staff-roles-source";
import { galleryFile, loadGallery } from "../../../app/features/gallery/gallery-source";
import type { ListChecks } from "../../../app/lib/content/illustrated-list";

const root = fileURLToPath(new URL("../../../", import.meta.url));

// The photo keys are checked against the pipeline's manifest by the build; the tests read the words only.
const checks: ListChecks = { illustrationExists: (src) => existsSync(`${root}public${src}`), photoExists: () => true };

/** The gallery's pictures in their order, read and validated as the build does, so the tests follow the content. */
export const galleryItems = loadGallery(
  { fileName: galleryFile, source: readFileSync(`${root}${galleryFile}`, "utf8") },
  checks,
);

/** The staff roles in their order, read and validated as the build does. */
export const staffRoles = loadStaffRoles(
  { fileName: staffRolesFile, source: readFileSync(`${root}${staffRolesFile}`, "utf8") },
  checks,
);

/** The item of `list` with this id; fails loudly when the content no longer has it. */
export function byId<T extends { id: string }>(list: readonly T[], id: string): T {
  const item = list.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`No item "${id}" in the content (it has ${list.map((i) => i.id).join(", ")})`);
  return item;
}
