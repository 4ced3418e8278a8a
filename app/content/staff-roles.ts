/**
 * The 23 roles offered for staff outsourcing, in the order they are shown. Names,
 * descriptions and image descriptions live in the staff dictionary under `roles[id]`.
 */
export const staffRoleIds = [
  "welder",
  "pipe-fitter",
  "structural-fitter",
  "welding-inspector",
  "ndt-ut-technician",
  "ndt-rt-technician",
  "ndt-mt-pt-technician",
  "coating-inspector",
  "blaster-painter",
  "hse-officer",
  "rope-access-technician",
  "crane-operator",
  "rigger",
  "scaffolder",
  "mechanical-technician",
  "electrical-technician",
  "instrument-technician",
  "qa-qc-engineer",
  "project-engineer",
  "piping-supervisor",
  "fabrication-supervisor",
  "lifting-inspector",
  "document-controller",
] as const;

export type StaffRoleId = (typeof staffRoleIds)[number];

/** Illustration of a role, 400×300. */
export function staffRoleImage(id: StaffRoleId): string {
  return `/images/role-${id}.svg`;
}
