import { Radiation } from "lucide-react";
import { SampleNotice } from "~/components/blocks/sample-notice";
import { SampleBadge } from "~/components/ui/sample-badge";
import type { ProofDictionary } from "~/content/locales/proof";
import type { PersonView } from "./page-data";
import { PersonAvatar } from "./person-avatar";
import { PersonCertificate } from "./person-certificate";

/**
 * A person of the team page: who they are and the certificates they hold today. The name's heading
 * carries the person's slug as its id, so `/about/team#<slug>` (from the register and the pack) lands on it.
 */
export function PersonCard({ person, copy }: { person: PersonView; copy: ProofDictionary["team"] }) {
  return (
    <article
      aria-labelledby={person.slug}
      className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-steel-100 sm:p-8 lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-10"
    >
      <div>
        <div className="flex items-center gap-4">
          <PersonAvatar person={person} />
          <div className="min-w-0">
            <h3 id={person.slug} className="text-2xl font-bold text-navy-900">
              {person.name}
            </h3>
            <p className="mt-1 text-steel-600">{person.role}</p>
          </div>
        </div>
        {person.radiationOfficer || person.sample ? (
          <p className="mt-4 flex flex-wrap gap-2">
            {person.radiationOfficer ? (
              <span className="inline-flex items-center gap-1 rounded-full border border-navy-900 px-2.5 py-0.5 text-xs font-semibold text-navy-900">
                <Radiation aria-hidden="true" className="size-3.5" />
                {copy.radiationOfficer}
              </span>
            ) : null}
            {person.sample ? <SampleBadge label={copy.sampleBadge} /> : null}
          </p>
        ) : null}
        {person.sample ? <SampleNotice className="mt-4 text-sm">{copy.sampleNote}</SampleNotice> : null}
        <p className="mt-4 text-steel-700">{person.bio}</p>
        <dl className="mt-4 text-sm">
          <dt className="font-semibold text-navy-900">{copy.languages}</dt>
          <dd className="text-steel-700">{person.languagesText}</dd>
        </dl>
      </div>
      <div className="mt-6 border-t border-steel-100 pt-6 lg:mt-0 lg:border-t-0 lg:pt-0">
        <h4 className="text-sm font-semibold tracking-wider text-arc-700 uppercase">{copy.certificates}</h4>
        {person.certificates.length > 0 ? (
          <ul className="mt-3 divide-y divide-steel-100">
            {person.certificates.map((certificate) => (
              <PersonCertificate
                key={`${certificate.number} ${certificate.method}`}
                certificate={certificate}
                copy={copy}
              />
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-steel-700">{copy.noCertificates}</p>
        )}
      </div>
    </article>
  );
}
