import { usePageCopy } from "~/i18n/page-copy";

/** What LTIF and TRIR count and on which number of hours each is based, so readers compare like with like. */
export function HseRateNotes() {
  const t = usePageCopy("proof").qualification.hse;
  return (
    <div className="mt-10 max-w-3xl">
      <h3 className="text-2xl font-bold text-navy-900">{t.ratesHeading}</h3>
      <dl className="mt-4 space-y-4">
        {[t.ltif, t.trir].map((rate) => (
          <div key={rate.term} data-print-keep="">
            <dt className="text-navy-900">
              <span className="block font-semibold">{rate.term}</span>
              <span className="block">{rate.name}</span>
            </dt>
            <dd className="mt-1 text-steel-700">
              <p>{rate.explanation}</p>
              <p className="mt-1">{rate.base}</p>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-steel-700">{t.basesNote}</p>
    </div>
  );
}
