import { usePageCopy } from "~/i18n/page-copy";
import { fill } from "~/lib/i18n";
import { EmptyRecords } from "./empty-records";
import type { AuthorisationView } from "./page-data";
import { SampleMark } from "./sample-mark";
import { tableCells } from "./table-cells";
import { TableRegion } from "./table-region";

/** The radiation source authorisations valid today: authority, number, what they cover and until when. */
export function AuthorisationsTable({ items, dayText }: { items: readonly AuthorisationView[]; dayText: string }) {
  const copy = usePageCopy("proof");
  const t = copy.qualification.radiation;
  if (items.length === 0) return <EmptyRecords text={t.empty} />;
  const caption = fill(t.caption, { date: dayText });
  const { columns } = t;
  return (
    <TableRegion caption={caption} regionLabel={fill(copy.tableRegion, { caption })}>
      <thead>
        <tr>
          {[columns.authority, columns.number, columns.scope, columns.expires].map((name) => (
            <th key={name} scope="col" className={tableCells.columnHeader}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((record) => (
          <tr key={record.number}>
            <th scope="row" className={tableCells.rowHeader}>
              {record.authority}
              <SampleMark sample={record.sample} label={copy.qualification.sampleBadge} />
            </th>
            <td className={tableCells.cell}>
              <span className={tableCells.number}>{record.number}</span>
            </td>
            <td className={tableCells.cell}>{record.scope}</td>
            <td className={tableCells.cell}>{record.expiresText}</td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}
