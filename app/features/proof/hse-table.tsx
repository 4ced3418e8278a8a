import type { ProofDictionary } from "~/content/locales/proof";
import type { HseRowView } from "./page-data";
import { RecordsTable } from "./records-table";

const numeric = "text-right tabular-nums";

/** Hours worked, injuries and the two rates computed from them, one row per calendar year, the latest first. */
export function HseTable({ rows, copy }: { rows: readonly HseRowView[]; copy: ProofDictionary["qualification"] }) {
  const t = copy.hse;
  return (
    <RecordsTable
      caption={t.caption}
      empty={t.empty}
      headers={t.columns}
      columns={["year", "hoursWorked", "lostTimeInjuries", "recordableInjuries", "ltif", "trir"]}
      // Figures line up by their units, so the years compare at a glance; the year itself stays a label.
      columnClassName={{
        hoursWorked: numeric,
        lostTimeInjuries: numeric,
        recordableInjuries: numeric,
        ltif: numeric,
        trir: numeric,
      }}
      sampleLabel={copy.sampleBadge}
      // A row's view holds the year's figures already written out, one per column.
      rows={rows.map(({ sample, ...cells }) => ({ key: cells.year, sample, cells }))}
    />
  );
}
