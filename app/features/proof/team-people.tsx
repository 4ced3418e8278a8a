import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { PageSection } from "~/components/blocks/page-section";
import { buttonVariants } from "~/components/ui/button";
import type { ProofDictionary } from "~/content/locales/proof";
import { pathOf } from "~/content/pages";
import { useLocalize } from "~/i18n/use-locale";
import type { PersonView } from "./page-data";
import { PersonCard } from "./person-card";

/** The team page's people, each with their current certificates, and the way to the register and the pack. */
export function TeamPeople({
  people,
  copy,
  tone,
}: {
  people: readonly PersonView[];
  copy: ProofDictionary["team"];
  tone?: "white" | "muted";
}) {
  const localize = useLocalize();
  return (
    <PageSection id="team-people" tone={tone} title={copy.heading} lead={copy.lead}>
      <ul className="space-y-8">
        {people.map((person) => (
          <li key={person.slug}>
            <PersonCard person={person} copy={copy} />
          </li>
        ))}
      </ul>
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
