import type { ReactNode } from "react";
import { usePageCopy } from "~/i18n/page-copy";
import { PackSection } from "./pack-section";
import type { PackOutline, PackPartName } from "./page-data";

/**
 * One part of the pack that comes from a qualification file, found by the part's name in the view and in
 * the dictionary alike: its anchor, heading and lead, and the day its file was last reviewed.
 */
export function PackPartSection({
  part,
  pack,
  tone,
  children,
}: {
  part: PackPartName;
  pack: PackOutline;
  tone?: "white" | "muted";
  /** The part's records. */
  children: ReactNode;
}) {
  const t = usePageCopy("proof").qualification[part];
  return (
    <PackSection
      id={`qualification-${part}`}
      tone={tone}
      title={t.heading}
      lead={t.lead}
      reviewedText={pack[part].reviewedText}
    >
      {children}
    </PackSection>
  );
}
