import { ArrowRight } from "lucide-react";
import { PageSection } from "~/components/blocks/page-section";
import { buttonVariants } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import type { ProofDictionary } from "~/content/locales/proof";
import { pathOf } from "~/content/pages";
import { useLocalize } from "~/i18n/use-locale";

/**
 * The team page's people, each with their current certificates, and the way to the register and the pack.
 * The people arrive as the HTML the build rendered (`people-markup.server.tsx`).
 */
export function TeamPeople({
  peopleHtml,
  copy,
  tone,
}: {
  peopleHtml: string;
  copy: ProofDictionary["team"];
  tone?: "white" | "muted";
}) {
  const localize = useLocalize();
  return (
    <PageSection id="team-people" tone={tone} title={copy.heading} lead={copy.lead}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by React at build time from the repository's records, every text escaped. */}
      <div dangerouslySetInnerHTML={{ __html: peopleHtml }} />
      <p className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Link to={localize(pathOf("certificates"))} className={buttonVariants({ variant: "secondary", size: "lg" })}>
          {copy.registerLink}
          <ArrowRight aria-hidden="true" />
        </Link>
        <Link to={localize(pathOf("qualification"))} className={buttonVariants({ variant: "outline", size: "lg" })}>
          {copy.qualificationLink}
          <ArrowRight aria-hidden="true" />
        </Link>
      </p>
    </PageSection>
  );
}
