import { SampleBadge } from "~/components/ui/sample-badge";
import type { ProofDictionary } from "~/content/locales/proof";
import { fill } from "~/lib/i18n";
import type { RegisterView } from "./page-data";
import { RecordsTable } from "./records-table";
import { tableCells } from "./table-cells";
import { VerifyLink } from "./verify-link";

/**
 * The certificates valid on the register's day, one row each: holder (linked to their entry on the team
 * page), scheme, method and level, number, issuer, expiry and where to verify it: the scheme's public
 * register, or, for a scheme without one, its issuer to write to. Sample rows say so twice, in the number
 * itself and with a badge.
 */
export function RegisterTable({
  register,
  copy: t,
  teamPath,
}: {
  register: RegisterView;
  copy: ProofDictionary["register"];
  /** The team page in the page's language, whose entries the holders' names link to. */
  teamPath: string;
}) {
  return (
    <RecordsTable
      caption={fill(t.caption, { date: register.dayText })}
      empty={t.empty}
      headers={t.columns}
      columns={["holder", "scheme", "methodLevel", "number", "issuer", "expires", "verification"]}
      rows={register.rows.map((row) => {
        const { scheme, number, issuer, verification } = row;
        const checkWithIssuer = verification.kind === "issuer";
        return {
          key: `${row.holder.slug} ${scheme} ${number} ${row.method}`,
          cells: {
            holder: (
              <a
                href={`${teamPath}#${row.holder.slug}`}
                className="inline-flex min-h-6 items-center text-arc-700 underline underline-offset-2 hover:text-arc-600"
              >
                {row.holder.name}
              </a>
            ),
            scheme,
            methodLevel: (
              <>
                <span className="block">{row.method}</span>
                <span className="block text-navy-900" lang={row.levelLang ?? undefined}>
                  {row.level}
                </span>
              </>
            ),
            number: (
              <>
                <span className={tableCells.number}>{number}</span>
                {row.holder.sample ? (
                  <span className="mt-1 block">
                    <SampleBadge label={t.sampleBadge} />
                  </span>
                ) : null}
              </>
            ),
            issuer,
            expires: row.expiresText,
            verification: (
              <>
                {checkWithIssuer ? <span className="block text-xs text-steel-600">{t.noRegister}</span> : null}
                <VerifyLink
                  href={verification.url}
                  text={checkWithIssuer ? fill(t.verifyWithIssuer, { issuer }) : t.verify}
                  label={fill(checkWithIssuer ? t.checkLabel : t.verifyLabel, { scheme, number, issuer })}
                />
              </>
            ),
          },
        };
      })}
    />
  );
}
