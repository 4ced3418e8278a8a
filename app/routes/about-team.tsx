import { Award, Users } from "lucide-react";
import { CardList } from "~/components/blocks/card-list";
import { IntroSection } from "~/components/blocks/intro-section";
import { PageSection } from "~/components/blocks/page-section";
import { StatCards } from "~/components/blocks/stat-cards";
import { NamedPageHero } from "~/components/layout/named-page-hero";
import { AboutShared } from "~/features/company-pages/about-shared";
import { teamPageData } from "~/features/proof/proof-pages.server";
import { TeamPeople } from "~/features/proof/team-people";
import { jsonLdMeta, metaOfPage } from "~/features/seo/page-meta";
import { absoluteUrl } from "~/features/seo/seo";
import { usePageCopy } from "~/i18n/page-copy";
import { copyOf, copyOfPage } from "~/i18n/page-copy.server";
import { localeOfRequest } from "~/lib/i18n";
import { type LoaderArgs, type MetaFunction, useLoaderData } from "~/lib/router";

/**
 * Runs at build time: the page's copy (decision 0009), the people section's words, the cards of the
 * certification schemes the company claims, and the people with the certificates valid on the build's day,
 * dates and languages written out, as HTML and structured data.
 */
export async function loader(args: LoaderArgs) {
  const locale = localeOfRequest(args.request);
  // The people section's words only: the rest of the proof copy belongs to the register and the pack.
  const peopleCopy = copyOf("proof", locale).proof.team;
  // Ready to draw, so the page's code neither reshapes them nor learns which schemes are claimed.
  const certificationCards = copyOf("about", locale).about.team.certifications.map((c) => ({
    title: c.name,
    text: c.text,
  }));
  const pageUrl = absoluteUrl(new URL(args.request.url).pathname);
  return {
    ...(await copyOfPage(args)),
    peopleCopy,
    certificationCards,
    ...(await teamPageData(locale, peopleCopy, pageUrl)),
  };
}

/** The page's title and structured data, and its people as employees with their credentials. */
export const meta: MetaFunction<typeof loader> = (args) => [
  ...metaOfPage(args),
  ...jsonLdMeta(args.data?.jsonLd ?? null),
];

export default function TeamPage() {
  const copy = usePageCopy("about");
  const { peopleHtml, peopleCopy, certificationCards } = useLoaderData<typeof loader>();
  const team = copy.team;
  return (
    <>
      <NamedPageHero page="about-team" eyebrow={copy.eyebrow} />
      <IntroSection
        id="team-intro"
        title={team.introTitle}
        paragraphs={team.intro}
        image={{ src: "/images/about-team.svg", alt: team.imageAlt }}
        aside={<StatCards label={team.statsLabel} stats={team.stats} />}
      />
      <TeamPeople peopleHtml={peopleHtml} copy={peopleCopy} tone="muted" />
      <PageSection id="team-strengths" eyebrow={team.strengthsEyebrow} title={team.strengthsTitle}>
        <CardList items={team.strengths} columns={4} icon={Users} />
      </PageSection>
      {/* Only the claimed schemes (claims.certifications) that have words here get a card: maybe none. */}
      {certificationCards.length > 0 && (
        <PageSection
          id="team-certifications"
          tone="muted"
          eyebrow={team.certificationsEyebrow}
          title={team.certificationsTitle}
          lead={team.certificationsLead}
        >
          <CardList items={certificationCards} columns={4} icon={Award} />
        </PageSection>
      )}
      {/* The team page lists the certifications in detail above, so the shared band leaves them out. */}
      <AboutShared copy={copy} current="about-team" showCertifications={false} tone="white" />
    </>
  );
}
