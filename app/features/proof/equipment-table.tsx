import type { ProofDictionary } from "~/content/locales/proof";
import { fill } from "~/lib/i18n";
import type { EquipmentView } from "./page-data";
import { RecordsTable } from "./records-table";
import { tableCells } from "./table-cells";

/** The instruments whose calibration is valid today, with serial numbers, due dates and calibration certificates. */
export function EquipmentTable({
  items,
  dayText,
  copy,
}: {
  items: readonly EquipmentView[];
  dayText: string;
  copy: ProofDictionary["qualification"];
}) {
  const t = copy.equipment;
  return (
    <RecordsTable
      caption={fill(t.caption, { date: dayText })}
      empty={t.empty}
      headers={t.columns}
      columns={["item", "makeModel", "serial", "method", "calibrationDue", "certificate"]}
      sampleLabel={copy.sampleBadge}
      rows={items.map((record) => ({
        key: `${record.make} ${record.serial}`,
        sample: record.sample,
        cells: {
          item: record.item,
          makeModel: (
            <>
              <span className="block">{record.make}</span>
              <span className="block">{record.model}</span>
            </>
          ),
          serial: <span className={tableCells.number}>{record.serial}</span>,
          method: record.method,
          calibrationDue: record.calibrationDueText,
          certificate: <span className={tableCells.number}>{record.certificate}</span>,
        },
      }))}
    />
  );
}
