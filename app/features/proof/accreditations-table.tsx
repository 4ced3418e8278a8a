import { usePageCopy } from "~/i18n/page-copy";
import { fill } from "~/lib/i18n";
import { EmptyRecords } from "./empty-records";
import type { AccreditationView } from "./page-data";
import { SampleMark } from "./sample-mark";
import { tableCells } from "./table-cells";
import { TableRegion } from "./table-region";
import { VerifyLink } from "./verify-link";

/** The accreditations, certifications and approvals valid today, each with its number, expiry and verification. */
export function AccreditationsTable({ items, dayText }: { items: readonly AccreditationView[]; dayText: string }) {
  const copy = usePageCopy("proof");
  const t = copy.qualification.accreditations;
  if (items.length === 0) return <EmptyRecords text={t.empty} />;
  const caption = fill(t.caption, { date: dayText });
  const { columns } = t;
  return (
    <TableRegion caption={caption} regionLabel={fill(copy.tableRegion, { caption })} minWidth="min-w-[56rem]">
      <thead>
        <tr>
          {[columns.name, columns.scope, columns.number, columns.issuer, columns.expires, columns.verification].map(
            (name) => (
              <th key={name} scope="col" className={tableCells.columnHeader}>
                {name}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {items.map((record) => (
          <tr key={record.number}>
            <th scope="row" className={tableCells.rowHeader}>
              <span className="block text-xs tracking-wider text-arc-700 uppercase">{t.kinds[record.kind]}</span>
              {record.name}
              <SampleMark sample={record.sample} label={copy.qualification.sampleBadge} />
            </th>
            <td className={tableCells.cell}>{record.scope}</td>
            <td className={tableCells.cell}>
              <span className={tableCells.number}>{record.number}</span>
            </td>
            <td className={tableCells.cell}>{record.issuer}</td>
            <td className={tableCells.cell}>{record.expiresText}</td>
            <td className={tableCells.cell}>
              {record.verifyUrl ? (
                <VerifyLink
                  href={record.verifyUrl}
                  text={t.verify}
                  label={fill(t.verifyLabel, { name: record.name, number: record.number, issuer: record.issuer })}
                />
              ) : (
                t.onRequest
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}
