import { describe, expect, it } from "vitest";
import { claims } from "~/content/company";
import { homeDictionaries } from "~/content/locales/home";
import { industryCards } from "./industry-cards.server";

describe("industryCards", () => {
  it("draws the sectors the company claims, in its order, with their words", () => {
    const copy = homeDictionaries.fr.industries;
    const cards = industryCards(copy);
    expect(cards.map((card) => card.sector)).toEqual(claims.sectors.cards.map((card) => card.sector));
    expect(cards.find((card) => card.sector === "maritime")).toMatchObject({
      ...copy.cards.marine,
      image: "/images/industry-maritime.svg",
    });
  });

  it("links a sector to its industry page, and a sector without one nowhere", () => {
    const pages = Object.fromEntries(industryCards(homeDictionaries.en.industries).map((c) => [c.sector, c.page]));
    expect(pages).toMatchObject({
      "oil-gas": "industry-oil-gas",
      construction: "industry-construction",
      maritime: "industry-maritime",
      power: "industry-power",
      manufacturing: "industry-manufacturing",
    });
    if ("aerospace" in pages) expect(pages.aerospace).toBeNull();
  });
});
