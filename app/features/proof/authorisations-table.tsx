import { usePageCopy } from "~/i18n/page-copy";
import { fill } from "~/lib/i18n";
import type { AuthorisationView } from "./page-data";
import { RecordsTable } from "./records-table";
import { tableCells } from "./table-cells";

/** The radiation source authorisations valid today: authority, number, what they cover and until when. */
export function AuthorisationsTable({ items, dayText }: { items: readonly AuthorisationView[]; dayText: string }) {
  const copy = usePageCopy("proof");
  const t = copy.qualification.radiation;
  return (
    <RecordsTable
      caption={fill(t.caption, { date: dayText })}
      empty={t.empty}
      headers={t.columns}
      columns={["authority", "number", "scope", "expires"]}
      sampleLabel={copy.qualification.sampleBadge}
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
