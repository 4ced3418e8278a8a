import {
  BadgeCheck,
  ClipboardCheck,
  Earth,
  Flame,
  Globe,
  type LucideIcon,
  ScanSearch,
  ShieldCheck,
} from "lucide-react";

/**
 * The standards page as data: the order of the
 * groups, their icons and which standards each lists. The words live in the `standards` dictionary,
 * keyed by the ids below, so a missing translation fails the typecheck.
 */
export const standardGroups = [
  { id: "welding", icon: Flame, items: ["aws-d1-1", "asme-ix", "iso-15614-1", "iso-9606-1"] },
  { id: "ndt", icon: ScanSearch, items: ["asme-v", "iso-9712", "snt-tc-1a", "iso-17640"] },
  { id: "quality", icon: ClipboardCheck, items: ["iso-9001", "iso-3834", "iso-45001", "iso-17020"] },
  { id: "international", icon: Globe, items: ["api-1104", "api-510-570", "asme-viii", "ampp-nace"] },
] as const satisfies readonly { id: string; icon: LucideIcon; items: readonly string[] }[];

export type StandardGroupId = (typeof standardGroups)[number]["id"];
export type StandardId = (typeof standardGroups)[number]["items"][number];

/** The three blurbs under the groups, in order, with their icons. */
export const standardsBlurbs = [
  { id: "certifiedInspectors", icon: BadgeCheck },
  { id: "qualityAssurance", icon: ShieldCheck },
  { id: "globalStandards", icon: Earth },
] as const satisfies readonly { id: string; icon: LucideIcon }[];

export type StandardsBlurbId = (typeof standardsBlurbs)[number]["id"];
