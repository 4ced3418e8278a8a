import { describe, expect, it } from "vitest";
import { company } from "../company.ts";
import { common as en } from "./en/common.ts";
import { common as fr } from "./fr/common.ts";

describe("the shared dictionaries", () => {
  it("give the contact tab its own answer time from company.json, in the singular for one hour", () => {
    const hours = company.figures.contactTabResponseHours;
    expect(en.widget.note).toBe(hours === 1 ? "Response within 1 hour" : `Response within ${hours} hours`);
    expect(fr.widget.note).toBe(hours === 1 ? "Réponse sous 1 heure" : `Réponse sous ${hours} heures`);
  });
});
