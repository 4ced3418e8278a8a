import manifest from "virtual:photo-manifest";
import type { ProofDictionary } from "~/content/locales/proof";
import type { Locale } from "~/lib/i18n";
import { findPhoto } from "~/lib/photos";
import { certificatesRegister, qualificationPack, teamPeople } from "./page-data";
import { peopleMarkup } from "./people-markup.server";
import { buildDay, readProof } from "./proof.server";
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

/** The certificates register as of the build's day. */
export async function registerPageData(locale: Locale) {
  return certificatesRegister(await readProof(), buildDay(), locale);
}

/** The prequalification pack as of the build's day. */
export async function qualificationPageData(locale: Locale) {
  return qualificationPack(await readProof(), buildDay(), locale);
}
