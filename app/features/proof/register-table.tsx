import { Link } from "react-router";
import { SampleBadge } from "~/components/ui/sample-badge";
import { pathOf } from "~/content/pages";
import { usePageCopy } from "~/i18n/page-copy";
import { useLocalize } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { fill } from "~/lib/i18n";
import type { RegisterView } from "./page-data";
import { tableCells } from "./table-cells";
import { TableRegion } from "./table-region";
import { VerifyLink } from "./verify-link";

/**
 * The certificates valid on the register's day, one row each: holder (linked to their entry on the team
 * page), scheme, method and level, number, issuer, expiry and where to verify it. Sample rows say so
 * twice, in the number itself and with a badge.
 */
export function RegisterTable({ register, className }: { register: RegisterView; className?: string }) {
  const copy = usePageCopy("proof");
  const t = copy.register;
  const localize = useLocalize();
  if (register.rows.length === 0) {
    return (
      <p className={cn("max-w-3xl rounded-lg border border-steel-300 bg-white p-6 text-navy-900", className)}>
        {t.empty}
      </p>
    );
  }
  const caption = fill(t.caption, { date: register.dayText });
  const columns = t.columns;
  return (
    <TableRegion
      caption={caption}
      regionLabel={fill(copy.tableRegion, { caption })}
      minWidth="min-w-[60rem]"
      className={className}
    >
      <thead>
        <tr>
          {[
            columns.holder,
            columns.scheme,
            columns.methodLevel,
            columns.number,
            columns.issuer,
            columns.expires,
            columns.verification,
          ].map((name) => (
            <th key={name} scope="col" className={tableCells.columnHeader}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {register.rows.map((row) => {
          const { scheme, number, issuer, verification } = row;
          const checkWithIssuer = verification.kind === "issuer";
          return (
            <tr key={`${row.holder.slug} ${scheme} ${number} ${row.method}`}>
              <th scope="row" className={tableCells.rowHeader}>
                <Link
                  to={localize(`${pathOf("about-team")}#${row.holder.slug}`)}
                  className="text-arc-700 underline underline-offset-2 hover:text-arc-600"
                >
                  {row.holder.name}
                </Link>
              </th>
              <td className={tableCells.cell}>{scheme}</td>
              <td className={tableCells.cell}>
                <span className="block">{row.method}</span>
                <span className="block text-navy-900" lang={row.levelLang ?? undefined}>
                  {row.level}
                </span>
              </td>
              <td className={tableCells.cell}>
                <span className={tableCells.number}>{number}</span>
                {row.holder.sample ? (
                  <span className="mt-1 block">
                    <SampleBadge label={t.sampleBadge} />
                  </span>
                ) : null}
              </td>
              <td className={tableCells.cell}>{issuer}</td>
              <td className={tableCells.cell}>{row.expiresText}</td>
              <td className={tableCells.cell}>
                <VerifyLink
                  href={verification.url}
                  text={checkWithIssuer ? fill(t.verifyWithIssuer, { issuer }) : t.verify}
                  label={fill(checkWithIssuer ? t.checkLabel : t.verifyLabel, { scheme, number, issuer })}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </TableRegion>
  );
}
