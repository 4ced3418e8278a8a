import type { ProofDictionary } from "~/content/locales/proof";
import { fill } from "~/lib/i18n";
import type { AccreditationView } from "./page-data";
import { RecordsTable } from "./records-table";
import { tableCells } from "./table-cells";
import { VerifyLink } from "./verify-link";

/** The accreditations, certifications and approvals valid today, each with its number, expiry and verification. */
export function AccreditationsTable({
  items,
  dayText,
  copy,
}: {
  items: readonly AccreditationView[];
  dayText: string;
  copy: ProofDictionary["qualification"];
}) {
  const t = copy.accreditations;
  return (
    <RecordsTable
      caption={fill(t.caption, { date: dayText })}
      empty={t.empty}
      headers={t.columns}
      columns={["name", "scope", "number", "issuer", "expires", "verification"]}
      sampleLabel={copy.sampleBadge}
      rows={items.map((record) => ({
        key: record.number,
        sample: record.sample,
        cells: {
          name: (
            <>
              <span className="block text-xs tracking-wider text-arc-700 uppercase">{t.kinds[record.kind]}</span>
              {record.name}
            </>
          ),
          scope: record.scope,
          number: <span className={tableCells.number}>{record.number}</span>,
          issuer: record.issuer,
          expires: record.expiresText,
          verification: record.verifyUrl ? (
            <VerifyLink
              href={record.verifyUrl}
              text={t.verify}
              label={fill(t.verifyLabel, { name: record.name, number: record.number, issuer: record.issuer })}
            />
          ) : (
            t.onRequest
          ),
        },
      }))}
    />
  );
}
