import { once } from "~/lib/content/collection-files";
import { buildChecks, illustratedView } from "~/lib/content/illustrated-list.server";
import type { Locale } from "~/lib/i18n";
import source from "../../content/staff-roles.yaml?raw";
import type { StaffRole } from "./staff-role-list";

/**
 * The staff roles, validated on first use, which is at build time: a problem stops the build with one line
 * per field. The checker is loaded lazily so the production server never loads the YAML and schema libraries.
 */
const readStaffRoles = once(async () => {
  const { staffRolesFile, loadStaffRoles } = await import("./staff-roles-source");
  return loadStaffRoles({ fileName: staffRolesFile, source }, buildChecks);
});

/** The roles in their order, in the words of `locale`: the staff outsourcing page's loader data. */
export async function staffRoles(locale: Locale): Promise<StaffRole[]> {
  return (await readStaffRoles()).map((role) => ({
    ...illustratedView(role),
    name: role.name[locale],
    description: role.description[locale],
    imageAlt: role.imageAlt[locale],
  }));
}
