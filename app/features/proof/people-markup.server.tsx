import { renderToStaticMarkup } from "react-dom/server";
import type { ProofDictionary } from "~/content/locales/proof";
import type { PersonView } from "./page-data";
import { PeopleList } from "./people-list";

/**
 * The people's cards as HTML, rendered once at build time. They hold no state and no client-side links
 * (their Verify links open the issuers' sites), so the browser gets their markup in the page and its
 * data file and never the code of the cards, certificates, badges and portraits: hydrated, they cost
 * the team page some 2.4 KB of script for nothing a visitor could notice.
 */
export function peopleMarkup(people: readonly PersonView[], copy: ProofDictionary["team"]): string {
  return renderToStaticMarkup(<PeopleList people={people} copy={copy} />);
}
