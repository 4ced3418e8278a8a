import type { ReactNode } from "react";
import { PageSection } from "~/components/blocks/page-section";
import { usePageCopy } from "~/i18n/page-copy";
import { fill } from "~/lib/i18n";

/** One part of the qualification pack: its heading, what it covers, when its records were last checked, and its records. */
export function PackSection({
  id,
  title,
  lead,
  reviewedText,
  tone,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  /** The day the part's file was last reviewed, written out. */
  reviewedText?: string;
  tone?: "white" | "muted";
  children: ReactNode;
}) {
  const copy = usePageCopy("proof").qualification;
  return (
    <PageSection
      id={id}
      tone={tone}
      title={title}
      lead={
        <>
          <p>{lead}</p>
          {reviewedText ? (
            <p className="mt-3 text-sm text-steel-600">{fill(copy.lastReviewed, { date: reviewedText })}</p>
          ) : null}
        </>
      }
    >
      {children}
    </PageSection>
  );
}
