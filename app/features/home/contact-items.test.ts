import { describe, expect, it } from "vitest";
import { company } from "~/content/company";
import { commonDictionaries } from "~/content/locales";
import { homeDictionaries } from "~/content/locales/home";
import { contactInfoItems, firstLineKind } from "./contact-items";

describe("contact information items", () => {
  const items = contactInfoItems(commonDictionaries.en, homeDictionaries.en.contact);

  it("links phones by tel:, the email by mailto: and the office to a map", () => {
    const byKey = Object.fromEntries(items.map((i) => [i.key, i]));
    expect(byKey.phone?.href).toBe(`tel:${company.phones[0].tel}`);
    expect(byKey.phone?.content).toEqual(company.phones.map((p) => p.display));
    expect(byKey.email?.href).toBe(`mailto:${company.email}`);
    expect(byKey.office?.href).toMatch(/^https:\/\/www\.google\.com\/maps\//);
    expect(byKey.area?.href).toBe("#");
  });

  it("turns the first line into a link only when the href is not #", () => {
    expect(firstLineKind("#")).toBe("text");
    expect(firstLineKind("tel:+237690000001")).toBe("link");
    expect(firstLineKind("mailto:info@example.com")).toBe("link");
    expect(firstLineKind("https://www.google.com/maps")).toBe("external");
  });

  it("has a title and at least one line for every item, in French too", () => {
    for (const item of contactInfoItems(commonDictionaries.fr, homeDictionaries.fr.contact)) {
      expect(item.title).not.toBe("");
      expect(item.content.length).toBeGreaterThan(0);
    }
  });
});
