import { describe, expect, it } from "vitest";
import { frenchSpacing, withFrenchSpacing } from "./french-spacing";

const nbsp = "\u00a0";
const narrow = "\u202f";

describe("French spacing", () => {
  it("makes the space before a colon, the percent sign and a closing guillemet, and after an opening one, unbreakable", () => {
    expect(frenchSpacing("Base : un million d'heures, 100 % numérique")).toBe(
      `Base${nbsp}: un million d'heures, 100${nbsp}% numérique`,
    );
    expect(frenchSpacing("« site.jpg » n'a pas été envoyé")).toBe(`«${nbsp}site.jpg${nbsp}» n'a pas été envoyé`);
  });

  it("puts a narrow unbreakable space before a semicolon, an exclamation and a question mark", () => {
    expect(frenchSpacing("Plus tôt ; plus tard ! Pourquoi nous ?")).toBe(
      `Plus tôt${narrow}; plus tard${narrow}! Pourquoi nous${narrow}?`,
    );
  });

  it("leaves alone what has no space before its sign: times, addresses, queries, class names", () => {
    for (const text of ["08:00 – 18:00", "https://wa.me/237690000001?text=Bonjour", "/blog?q=ut", "sm:p-4", "50%"]) {
      expect(frenchSpacing(text)).toBe(text);
    }
  });

  it("reaches every string of a dictionary, however deep, and keeps its other values", () => {
    const dictionary = { title: "Pourquoi nous ?", items: ["A : b", { text: "C ; d" }], count: 23, on: true };
    expect(withFrenchSpacing(dictionary)).toEqual({
      title: `Pourquoi nous${narrow}?`,
      items: [`A${nbsp}: b`, { text: `C${narrow}; d` }],
      count: 23,
      on: true,
    });
    expect(dictionary.title).toBe("Pourquoi nous ?");
  });
});
