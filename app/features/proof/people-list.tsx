import type { ProofDictionary } from "~/content/locales/proof";
import type { PersonView } from "./page-data";
import { PersonCard } from "./person-card";

/** The team page's people, one card each: rendered at build time only (`people-markup.server.tsx`). */
export function PeopleList({ people, copy }: { people: readonly PersonView[]; copy: ProofDictionary["team"] }) {
  return (
    <ul className="space-y-8">
      {people.map((person) => (
        <li key={person.slug}>
          <PersonCard person={person} copy={copy} />
        </li>
      ))}
    </ul>
  );
}
