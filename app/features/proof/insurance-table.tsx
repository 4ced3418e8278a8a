import { usePageCopy } from "~/i18n/page-copy";
import { fill } from "~/lib/i18n";
import { EmptyRecords } from "./empty-records";
import type { InsuranceView } from "./page-data";
import { SampleMark } from "./sample-mark";
import { tableCells } from "./table-cells";
import { TableRegion } from "./table-region";

/** The insurance policies in force today: cover, insurer, limit and expiry. */
export function InsuranceTable({ items, dayText }: { items: readonly InsuranceView[]; dayText: string }) {
  const copy = usePageCopy("proof");
  const t = copy.qualification.insurance;
  if (items.length === 0) return <EmptyRecords text={t.empty} />;
  const caption = fill(t.caption, { date: dayText });
  const { columns } = t;
  return (
    <TableRegion caption={caption} regionLabel={fill(copy.tableRegion, { caption })}>
      <thead>
        <tr>
          {[columns.cover, columns.insurer, columns.limit, columns.expires].map((name) => (
            <th key={name} scope="col" className={tableCells.columnHeader}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((record) => (
          <tr key={`${record.cover} ${record.insurer}`}>
            <th scope="row" className={tableCells.rowHeader}>
              {record.cover}
              <SampleMark sample={record.sample} label={copy.qualification.sampleBadge} />
            </th>
            <td className={tableCells.cell}>{record.insurer}</td>
            <td className={tableCells.cell}>{record.limit}</td>
            <td className={tableCells.cell}>{record.expiresText}</td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}
