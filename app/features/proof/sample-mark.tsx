import { SampleBadge } from "~/components/ui/sample-badge";

/** The Sample badge under a table row's first cell, for a record that is sample content. */
export function SampleMark({ sample, label }: { sample: boolean; label: string }) {
  if (!sample) return null;
  return (
    <span className="mt-1 block font-normal">
      <SampleBadge label={label} />
    </span>
  );
}
