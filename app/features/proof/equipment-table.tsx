import { usePageCopy } from "~/i18n/page-copy";
import { fill } from "~/lib/i18n";
import { EmptyRecords } from "./empty-records";
import type { EquipmentView } from "./page-data";
import { SampleMark } from "./sample-mark";
import { tableCells } from "./table-cells";
import { TableRegion } from "./table-region";

/** The instruments whose calibration is valid today, with serial numbers, due dates and calibration certificates. */
export function EquipmentTable({ items, dayText }: { items: readonly EquipmentView[]; dayText: string }) {
  const copy = usePageCopy("proof");
  const t = copy.qualification.equipment;
  if (items.length === 0) return <EmptyRecords text={t.empty} />;
  const caption = fill(t.caption, { date: dayText });
  const { columns } = t;
  return (
    <TableRegion caption={caption} regionLabel={fill(copy.tableRegion, { caption })} minWidth="min-w-[56rem]">
      <thead>
        <tr>
          {[
            columns.item,
            columns.makeModel,
            columns.serial,
            columns.method,
            columns.calibrationDue,
            columns.certificate,
          ].map((name) => (
            <th key={name} scope="col" className={tableCells.columnHeader}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((record) => (
          <tr key={`${record.make} ${record.serial}`}>
            <th scope="row" className={tableCells.rowHeader}>
              {record.item}
              <SampleMark sample={record.sample} label={copy.qualification.sampleBadge} />
            </th>
            <td className={tableCells.cell}>
              <span className="block">{record.make}</span>
              <span className="block">{record.model}</span>
            </td>
            <td className={tableCells.cell}>
              <span className={tableCells.number}>{record.serial}</span>
            </td>
            <td className={tableCells.cell}>{record.method}</td>
            <td className={tableCells.cell}>{record.calibrationDueText}</td>
            <td className={tableCells.cell}>
              <span className={tableCells.number}>{record.certificate}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}
