import { writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderSocialCard } from "./social-card.server";

describe("social cards", () => {
  it("renders a 1200×630 PNG", async () => {
    const png = await renderSocialCard({
      title: "Contrôle non destructif (CND)",
      kicker: "Services",
      footer: "Douala, Cameroun · AWS-CWI · CSWIP",
    });
    if (process.env.CARD_OUT) writeFileSync(process.env.CARD_OUT, png);
    const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
    expect([...png.slice(1, 4)].map((c) => String.fromCharCode(c)).join("")).toBe("PNG");
    expect(view.getUint32(16)).toBe(1200);
    expect(view.getUint32(20)).toBe(630);
  });
});
