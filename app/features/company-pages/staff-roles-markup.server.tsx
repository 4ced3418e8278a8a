import { renderToStaticMarkup } from "react-dom/server";
import { type StaffRole, StaffRoleList } from "./staff-role-list";

/**
 * The roles' cards as HTML, rendered once at build time. They hold no state and no links, so the browser gets
 * their markup in the page and its data file and never the code of the list, its drawings and its photographs
 * (the photo component alone would be a chunk of its own the moment staff give one role a photograph).
 */
export function staffRolesMarkup(roles: readonly StaffRole[], creditLabel: string): string {
  return renderToStaticMarkup(<StaffRoleList roles={roles} creditLabel={creditLabel} />);
}
