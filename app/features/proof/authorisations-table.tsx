import type { ProofDictionary } from "~/content/locales/proof";
import { fill } from "~/lib/i18n";
import type { AuthorisationView } from "./page-data";
import { RecordsTable } from "./records-table";
import { tableCells } from "./table-cells";

/** The radiation source authorisations valid today: authority, number, what they cover and until when. */
export function AuthorisationsTable({
  items,
  dayText,
  copy,
}: {
  items: readonly AuthorisationView[];
  dayText: string;
  copy: ProofDictionary["qualification"];
}) {
  const t = copy.radiation;
  return (
    <RecordsTable
      caption={fill(t.caption, { date: dayText })}
      empty={t.empty}
      headers={t.columns}
      columns={["authority", "number", "scope", "expires"]}
      sampleLabel={copy.sampleBadge}
      rows={items.map((record) => ({
        key: record.number,
        sample: record.sample,
        cells: {
          authority: record.authority,
          number: <span className={tableCells.number}>{record.number}</span>,
          scope: record.scope,
          expires: record.expiresText,
        },
      }))}
    />
  );
}
