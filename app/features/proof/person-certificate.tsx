import type { ProofDictionary } from "~/content/locales/proof";
import { fill } from "~/lib/i18n";
import type { CertificateView } from "./page-data";
import { VerifyLink } from "./verify-link";

/**
 * One of a person's current certificates: scheme and level, method, number, issuer, expiry and where to verify
 * it (the scheme's public register, or its issuer to write to).
 */
export function PersonCertificate({
  certificate,
  copy,
}: {
  certificate: CertificateView;
  copy: ProofDictionary["team"];
}) {
  const { scheme, number, issuer, verification } = certificate;
  const checkWithIssuer = verification.kind === "issuer";
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <p className="font-semibold text-navy-900">
        {scheme} <span lang={certificate.levelLang ?? undefined}>{certificate.level}</span>
      </p>
      <p className="text-sm text-steel-700">{certificate.method}</p>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-steel-600">{copy.numberLabel}</dt>
        <dd className="font-mono wrap-anywhere text-navy-900">{number}</dd>
        <dt className="text-steel-600">{copy.issuerLabel}</dt>
        <dd className="text-navy-900">{issuer}</dd>
        <dt className="text-steel-600">{copy.expiresLabel}</dt>
        <dd className="text-navy-900">{certificate.expiresText}</dd>
      </dl>
      {checkWithIssuer ? <p className="mt-2 text-xs text-steel-600">{copy.noRegister}</p> : null}
      <VerifyLink
        className={checkWithIssuer ? "text-sm" : "mt-2 text-sm"}
        href={verification.url}
        text={checkWithIssuer ? fill(copy.verifyWithIssuer, { issuer }) : copy.verify}
        label={fill(checkWithIssuer ? copy.checkLabel : copy.verifyLabel, { scheme, number, issuer })}
      />
    </li>
  );
}
