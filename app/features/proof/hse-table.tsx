import { usePageCopy } from "~/i18n/page-copy";
import { fill } from "~/lib/i18n";
import { EmptyRecords } from "./empty-records";
import type { HseRowView } from "./page-data";
import { SampleMark } from "./sample-mark";
import { tableCells } from "./table-cells";
import { TableRegion } from "./table-region";

const numeric = "text-right tabular-nums";

/** Hours worked, injuries and the two rates computed from them, one row per calendar year, the latest first. */
export function HseTable({ rows }: { rows: readonly HseRowView[] }) {
  const copy = usePageCopy("proof");
  const t = copy.qualification.hse;
  if (rows.length === 0) return <EmptyRecords text={t.empty} />;
  const { columns } = t;
  return (
    <TableRegion caption={t.caption} regionLabel={fill(copy.tableRegion, { caption: t.caption })}>
      <thead>
        <tr>
          <th scope="col" className={tableCells.columnHeader}>
            {columns.year}
          </th>
          {[columns.hoursWorked, columns.lostTimeInjuries, columns.recordableInjuries, columns.ltif, columns.trir].map(
            (name) => (
              <th key={name} scope="col" className={`${tableCells.columnHeader} ${numeric}`}>
                {name}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.year}>
            <th scope="row" className={tableCells.rowHeader}>
              {row.year}
              <SampleMark sample={row.sample} label={copy.qualification.sampleBadge} />
            </th>
            <td className={`${tableCells.cell} ${numeric}`}>{row.hoursWorked}</td>
            <td className={`${tableCells.cell} ${numeric}`}>{row.lostTimeInjuries}</td>
            <td className={`${tableCells.cell} ${numeric}`}>{row.recordableInjuries}</td>
            <td className={`${tableCells.cell} ${numeric}`}>{row.ltif}</td>
            <td className={`${tableCells.cell} ${numeric}`}>{row.trir}</td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}
