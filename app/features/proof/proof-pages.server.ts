import manifest from "virtual:photo-manifest";
import { type ProofDictionary, proofDictionaries } from "~/content/locales/proof";
import { pathOf } from "~/content/pages";
import { type Locale, localizePath } from "~/lib/i18n";
import { findPhoto } from "~/lib/photos";
import { certificatesRegister, packOutline, qualificationPack, teamPeople } from "./page-data";
import { peopleMarkup } from "./people-markup.server";
import { buildDay, readProof } from "./proof.server";
import { packTablesMarkup, registerMarkup } from "./tables-markup.server";
import { teamJsonLd } from "./team-json-ld";

/**
 * The loaders' side of the proof pages: the records read once per build, selected for the build's day
 * and written out in the page's language (`page-data.ts`). A portrait missing from the photo sources
 * stops the build, naming the person's file.
 */

/**
 * The people of the team page, with their current certificates and resolved portraits: as the HTML of
 * their cards, and as structured data for the page at `pageUrl` (absolute).
 */
export async function teamPageData(locale: Locale, copy: ProofDictionary["team"], pageUrl: string) {
  const people = teamPeople(await readProof(), buildDay(), locale, (person) =>
    person.photo
      ? { photo: findPhoto(manifest, person.photo.src, `${person.file}: photo.src`), alt: person.photo.alt[locale] }
      : null,
  );
  return { peopleHtml: peopleMarkup(people, copy), jsonLd: teamJsonLd(people, pageUrl) };
}

/** The team page in a language: the register's and the pack's holders link to their entries on it. */
const teamPathIn = (locale: Locale) => localizePath(pathOf("about-team"), locale);

/**
 * The certificates register as of the build's day: its day, whether it shows samples, and its table as HTML
 * (`tables-markup.server.tsx`), the records themselves staying on the server.
 */
export async function registerPageData(locale: Locale) {
  const register = certificatesRegister(await readProof(), buildDay(), locale);
  return {
    dayText: register.dayText,
    anySample: register.rows.some((row) => row.holder.sample),
    tableHtml: registerMarkup(register, proofDictionaries[locale].register, teamPathIn(locale)),
  };
}

/** The register's page data: what the page shows around its table, and the table as HTML. */
export type RegisterPageView = Awaited<ReturnType<typeof registerPageData>>;

/**
 * The prequalification pack as of the build's day: its outline, and its tables as HTML
 * (`tables-markup.server.tsx`), the records themselves staying on the server.
 */
export async function qualificationPageData(locale: Locale) {
  const pack = qualificationPack(await readProof(), buildDay(), locale);
  return { pack: packOutline(pack), tables: packTablesMarkup(pack, proofDictionaries[locale], teamPathIn(locale)) };
}
