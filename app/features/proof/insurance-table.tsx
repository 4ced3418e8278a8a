import { usePageCopy } from "~/i18n/page-copy";
import { fill } from "~/lib/i18n";
import type { InsuranceView } from "./page-data";
import { RecordsTable } from "./records-table";

/** The insurance policies in force today: cover, insurer, limit and expiry. */
export function InsuranceTable({ items, dayText }: { items: readonly InsuranceView[]; dayText: string }) {
  const copy = usePageCopy("proof");
  const t = copy.qualification.insurance;
  return (
    <RecordsTable
      caption={fill(t.caption, { date: dayText })}
      empty={t.empty}
      headers={t.columns}
      columns={["cover", "insurer", "limit", "expires"]}
      sampleLabel={copy.qualification.sampleBadge}
      rows={items.map((record) => ({
        key: `${record.cover} ${record.insurer}`,
        sample: record.sample,
        cells: { cover: record.cover, insurer: record.insurer, limit: record.limit, expires: record.expiresText },
      }))}
    />
  );
}
