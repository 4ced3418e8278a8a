import type { LegalDictionary } from "~/content/locales/legal";
import type { PageId } from "~/content/pages";

/** The pages served by `routes/legal.tsx`. */
export const legalPageIds = ["terms", "privacy", "accessibility"] as const satisfies readonly PageId[];
export type LegalPageId = (typeof legalPageIds)[number];

export function isLegalPage(id: PageId): id is LegalPageId {
  return (legalPageIds as readonly PageId[]).includes(id);
}

/** Content a section shows after its text, built from site data rather than the dictionary. */
export type LegalExtra = "contact" | "storage";

/** A paragraph, or a bulleted list. */
export type LegalBlock = string | { readonly list: readonly string[] };

/** The words of one section, as the dictionary holds them. */
export interface LegalSectionText {
  readonly title: string;
  readonly body: readonly LegalBlock[];
}

interface SectionRef<P extends LegalPageId> {
  /** Key of the section in the page's dictionary; also its anchor on the page. */
  id: Extract<keyof LegalDictionary[P]["sections"], string>;
  extra?: LegalExtra;
}

/**
 * The order of each legal page's sections and what follows their text. The ids are checked against
 * the dictionary, whose French translation must have the same keys, so no section can go missing.
 */
export const legalDocuments: { [P in LegalPageId]: readonly SectionRef<P>[] } = {
  terms: [
    { id: "acceptance" },
    { id: "services" },
    { id: "quotations" },
    { id: "client" },
    { id: "reports" },
    { id: "liability" },
    { id: "ip" },
    { id: "law" },
    { id: "changes" },
    { id: "contact", extra: "contact" },
  ],
  privacy: [
    { id: "controller" },
    { id: "collected" },
    { id: "use" },
    { id: "cookies", extra: "storage" },
    { id: "thirdParties" },
    { id: "security" },
    { id: "retention" },
    { id: "rights" },
    { id: "changes" },
    { id: "contact", extra: "contact" },
  ],
  accessibility: [{ id: "commitment" }, { id: "testing" }, { id: "limitations" }, { id: "feedback", extra: "contact" }],
};

export interface LegalSection extends LegalSectionText {
  id: string;
  extra?: LegalExtra;
}

/** A legal page's sections in order, with their words in the dictionary's language. */
export function legalSections(page: LegalPageId, dictionary: LegalDictionary): LegalSection[] {
  const texts: Readonly<Record<string, LegalSectionText>> = dictionary[page].sections;
  const refs: readonly { id: string; extra?: LegalExtra }[] = legalDocuments[page];
  return refs.map(({ id, extra }) => {
    const text = texts[id];
    if (!text) throw new Error(`Legal page "${page}" has no section "${id}" in its dictionary`);
    return { id, extra, title: text.title, body: text.body };
  });
}

/** Replaces `{name}` placeholders with values; unknown placeholders are left as they are. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}
