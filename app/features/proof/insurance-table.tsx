import type { ProofDictionary } from "~/content/locales/proof";
import { fill } from "~/lib/i18n";
import type { InsuranceView } from "./page-data";
import { RecordsTable } from "./records-table";

/** The insurance policies in force today: cover, insurer, limit and expiry. */
export function InsuranceTable({
  items,
  dayText,
  copy,
}: {
  items: readonly InsuranceView[];
  dayText: string;
  copy: ProofDictionary["qualification"];
}) {
  const t = copy.insurance;
  return (
    <RecordsTable
      caption={fill(t.caption, { date: dayText })}
      empty={t.empty}
      headers={t.columns}
      columns={["cover", "insurer", "limit", "expires"]}
      sampleLabel={copy.sampleBadge}
      rows={items.map((record) => ({
        key: `${record.cover} ${record.insurer}`,
        sample: record.sample,
        cells: { cover: record.cover, insurer: record.insurer, limit: record.limit, expires: record.expiresText },
      }))}
    />
  );
}
