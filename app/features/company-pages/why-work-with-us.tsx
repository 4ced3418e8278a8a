import { Award, ShieldCheck } from "lucide-react";
import { BadgeList } from "~/components/blocks/badge-list";
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
          <BadgeList items={copy.certifications} icon={Award} look="solid" className="mt-4" />
        </div>
      ) : null}
    </PageSection>
  );
}
