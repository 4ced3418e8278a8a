import { ContactLink } from "~/components/blocks/contact-link";
import { CtaBand } from "~/components/blocks/cta-band";
import type { AboutDictionary } from "~/content/locales/about";
import { aboutPages, proofPages } from "~/content/navigation";
import { AboutExplore } from "./about-explore";
import { QuoteButton } from "./quote-button";
import { WhyWorkWithUs } from "./why-work-with-us";

/**
 * The closing sections every about page shares: why work with us, the proof a buyer checks (the pack, the
 * certificates register, the case studies), the other about pages, and a call to action.
 */
export function AboutShared({
  copy,
  current,
  showCertifications,
  tone = "white",
}: {
  copy: AboutDictionary;
  current: (typeof aboutPages)[number];
  showCertifications?: boolean;
  /** Background of the "why work with us" band, chosen to contrast with the section above it. */
  tone?: "white" | "muted";
}) {
  return (
    <>
      <WhyWorkWithUs copy={copy.shared} showCertifications={showCertifications} tone={tone} />
      <AboutExplore
        id="about-proof"
        title={copy.shared.proofTitle}
        lead={copy.shared.proofLead}
        pages={proofPages}
        tone={tone === "white" ? "muted" : "white"}
      />
      <AboutExplore
        id="about-explore"
        title={copy.shared.exploreTitle}
        pages={aboutPages.filter((id) => id !== current)}
        tone={tone}
      />
      <CtaBand id="about-cta" title={copy.cta.title} text={copy.cta.text}>
        <QuoteButton label={copy.cta.quote} />
        <ContactLink label={copy.cta.contact} variant="inverse" />
      </CtaBand>
    </>
  );
}
