import { Award, ShieldCheck } from "lucide-react";
import { CardList } from "~/components/blocks/card-list";
import { PageSection } from "~/components/blocks/page-section";
import type { AboutDictionary } from "~/content/locales/about";

/**
 * The band every about page shares: why clients work with us and, unless the page lists them in
 * detail itself (the team page), the certifications held across the team.
 */
export function WhyWorkWithUs({
  copy,
  showCertifications = true,
  tone = "white",
}: {
  copy: AboutDictionary["shared"];
  showCertifications?: boolean;
  tone?: "white" | "muted";
}) {
  return (
    <PageSection id="why-work-with-us" tone={tone} eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
      <CardList items={copy.reasons} columns={4} icon={ShieldCheck} />
      {showCertifications ? (
        <div className="mt-12">
          <h3 className="text-xl font-bold text-navy-900">{copy.certificationsTitle}</h3>
          <ul className="mt-4 flex flex-wrap gap-3">
            {copy.certifications.map((name) => (
              <li
                key={name}
                className="inline-flex min-h-11 items-center gap-2 rounded-md bg-navy-900 px-4 py-2 font-semibold text-white"
              >
                <Award aria-hidden="true" className="size-5 text-amber-400" />
                {name}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </PageSection>
  );
}
