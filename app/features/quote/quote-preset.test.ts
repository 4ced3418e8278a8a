import { describe, expect, it } from "vitest";
import { quotePresetOf } from "./quote-preset";

describe("quotePresetOf", () => {
  it("takes a known service code from the link", () => {
    expect(quotePresetOf(new URL("https://x.test/request?quote=ndt"))).toBe("ndt");
    expect(quotePresetOf(new URL("https://x.test/fr/request?quote=staff-outsourcing#quote"))).toBe("staff-outsourcing");
  });

  it("ignores anything else, so a crafted link cannot put text in the form", () => {
    for (const query of ["", "?quote=", "?quote=NDT", "?quote=%3Cscript%3E", "?service=ndt", "?quote=ndt%20"]) {
      expect(quotePresetOf(new URL(`https://x.test/request${query}`))).toBe("");
    }
  });
});
