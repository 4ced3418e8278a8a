import { z } from "zod";
import {
  illustratedFields,
  itemList,
  type ListChecks,
  loadIllustratedList,
  mapping,
} from "~/lib/content/illustrated-list";
import { localizedText, type SourceFile } from "~/lib/content/yaml-records";

/**
 * The roles offered for staff outsourcing as a content file the editor writes (decision 0025): one ordered
 * list, the gallery's machinery, checked at build time by `staff-roles.server.ts`. Every problem stops the
 * build, one line each, `<file>: <field.path>: <message>`.
 */

/** The one file of the roles, from the project root: its list's order is the page's. */
export const staffRolesFile = "app/content/staff-roles.yaml";

export const staffRoleSchema = z.strictObject(
  {
    ...illustratedFields,
    /** The role as a job title: the card's heading. */
    name: localizedText,
    /** What people in this role do and hold, in a sentence or two. */
    description: localizedText,
    /** What the drawing (or photo) shows, for readers who cannot see it. */
    imageAlt: localizedText,
  },
  mapping,
);

export const staffRolesFileSchema = z.strictObject(
  { roles: itemList(staffRoleSchema, { en: "roles", fr: "postes" }) },
  mapping,
);

/** One role as its file holds it, in every language. */
export type StaffRoleRecord = z.output<typeof staffRoleSchema>;

/** The roles in order, or a `ContentError` listing every problem of the file. */
export function loadStaffRoles(file: SourceFile, checks: ListChecks): StaffRoleRecord[] {
  return loadIllustratedList("staff roles", file, staffRolesFileSchema, "roles", checks);
}
