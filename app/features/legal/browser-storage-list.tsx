import type { LegalDictionary } from "~/content/locales/legal";
import { consentChoices } from "~/features/cookies/consent";
import { locales } from "~/lib/i18n";
import { storageKeys } from "~/lib/storage";
import { utmNames } from "~/lib/utm";

/**
 * Exactly what the site keeps in the browser, named from the same constants the code uses,
 * so the privacy page cannot drift from what the site really stores.
 */
export function BrowserStorageList({ text }: { text: LegalDictionary["storage"] }) {
  const entries = [
    {
      key: storageKeys.cookieConsent,
      values: consentChoices,
      valuesLabel: text.values,
      words: text.items.cookieConsent,
    },
    {
      key: storageKeys.preferredLanguage,
      values: locales,
      valuesLabel: text.values,
      words: text.items.preferredLanguage,
    },
    // What app/lib/visit.ts keeps: the referrer and the campaign tags it knows.
    {
      key: storageKeys.landingVisit,
      values: ["referrer", ...utmNames],
      valuesLabel: text.holds,
      words: text.items.landingVisit,
    },
  ];
  return (
    <>
      <ul aria-label={text.label} className="mt-5 space-y-4">
        {entries.map((entry) => (
          <li key={entry.key} className="rounded-lg p-5 ring-1 ring-steel-100">
            <p>
              <code className="rounded bg-steel-100 px-2 py-1 font-mono text-sm font-semibold text-navy-900">
                {entry.key}
              </code>
            </p>
            <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="font-semibold text-navy-900">{entry.valuesLabel}</dt>
              <dd className="flex flex-wrap gap-2">
                {entry.values.map((value) => (
                  <code
                    key={value}
                    className="rounded bg-steel-50 px-1.5 font-mono text-steel-700 ring-1 ring-steel-100"
                  >
                    {value}
                  </code>
                ))}
              </dd>
              <dt className="font-semibold text-navy-900">{text.purpose}</dt>
              <dd className="text-steel-700">{entry.words.purpose}</dd>
              <dt className="font-semibold text-navy-900">{text.lifetime}</dt>
              <dd className="text-steel-700">{entry.words.lifetime}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <p className="mt-4 leading-relaxed text-steel-700">{text.clear}</p>
    </>
  );
}
