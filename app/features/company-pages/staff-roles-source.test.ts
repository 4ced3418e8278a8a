import { describe, expect, it } from "vitest";
import type { ListChecks } from "~/lib/content/illustrated-list";
import { ContentError } from "~/lib/content/yaml-records";
import { loadStaffRoles, staffRolesFile } from "./staff-roles-source";

const checks: ListChecks = {
  illustrationExists: (src) => src.startsWith("/images/role-"),
  photoExists: (key) => key === "uploads/welder.jpg",
};

const role = (id: string, extra = "") => `  - id: ${id}
    illustration: /images/role-${id}.svg
    name:
      en: Name of ${id}
      fr: Nom de ${id}
    description:
      en: What a ${id} does
      fr: Ce que fait un ${id}
    imageAlt:
      en: A ${id} at work
      fr: Un ${id} au travail
${extra}`;

/** The problems `loadStaffRoles` reports for this file, or [] when it loads. */
function problems(source: string): string[] {
  try {
    loadStaffRoles({ fileName: staffRolesFile, source }, checks);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return [...error.issues];
    throw error;
  }
}

describe("the staff roles' file", () => {
  it("gives the roles in the file's order", () => {
    const source = `roles:\n${role("welder", "    photo: uploads/welder.jpg\n    photoCredit: Site team\n")}${role("rigger")}`;
    const roles = loadStaffRoles({ fileName: staffRolesFile, source }, checks);
    expect(roles.map((r) => r.id)).toEqual(["welder", "rigger"]);
    expect(roles[0]?.photo).toBe("uploads/welder.jpg");
    expect(roles[0]?.photoCredit).toBe("Site team");
    expect(roles[1]?.description.fr).toBe("Ce que fait un rigger");
  });

  it("names the file and field of a missing translation", () => {
    const source = `roles:\n${role("welder")}${role("rigger").replace("      fr: Ce que fait un rigger\n", "")}`;
    expect(problems(source)).toEqual([`${staffRolesFile}: roles.1.description.fr: is missing`]);
  });

  it("refuses an id used twice", () => {
    expect(problems(`roles:\n${role("welder")}${role("welder")}`)).toEqual([
      `${staffRolesFile}: roles.1.id: "welder" is already used by roles.0.id`,
    ]);
  });

  it("refuses a field it does not know", () => {
    expect(problems(`roles:\n${role("welder", "    title: Welder\n")}`)).toEqual([
      `${staffRolesFile}: roles.0.title: is not a known field`,
    ]);
  });

  it("refuses a drawing that is not in public/, and a photo the pipeline does not have", () => {
    const source = `roles:\n${role("welder", "    photo: uploads/nobody.jpg\n    photoCredit: Site team\n").replace("/images/role-welder.svg", "/images/welder.svg")}`;
    expect(problems(source)).toEqual([
      `${staffRolesFile}: roles.0.illustration: "/images/welder.svg" is not a file in public/`,
      `${staffRolesFile}: roles.0.photo: no photo "uploads/nobody.jpg" in app/content/photos/`,
    ]);
  });

  it("reads a photo removed in the editor, with its credit, as no photo", () => {
    const source = `roles:\n${role("welder", "    photo: ''\n    photoCredit: ''\n")}`;
    const [welder] = loadStaffRoles({ fileName: staffRolesFile, source }, checks);
    expect(welder).not.toHaveProperty("photo");
    expect(welder).not.toHaveProperty("photoCredit");
  });
});
