import { claims, type SectorCode } from "~/content/company";
import { sectorCards } from "~/content/home";
import { type IndustryKey, industryKeys } from "~/content/industry-page-facts";
import type { HomeDictionary } from "~/content/locales/home";
import type { PageId } from "~/content/pages";

/** One card of the home page's industries section, resolved at build time. */
export interface IndustryCard {
  sector: SectorCode;
  title: string;
  description: string;
  imageAlt: string;
  /** Illustration of the sector (`industryImageSize`). */
  image: string;
  /** The sector's industry page, or null for a sector without one: its card is then no link. */
  page: PageId | null;
}

const isIndustryKey = (sector: SectorCode): sector is IndustryKey =>
  (industryKeys as readonly string[]).includes(sector);

/**
 * The cards of the sectors the company claims (`claims.sectors` in company.json), in its order and in the
 * words of `copy`. The loader sends them ready to draw, so the claims never reach the page's code.
 */
export function industryCards(copy: HomeDictionary["industries"]): IndustryCard[] {
  return claims.sectors.cards.map(({ sector }) => {
    const { card, image } = sectorCards[sector];
    const page: PageId | null = isIndustryKey(sector) ? `industry-${sector}` : null;
    return { sector, image, page, ...copy.cards[card] };
  });
}
