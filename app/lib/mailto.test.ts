import { describe, expect, it } from "vitest";
import { buildMailto, parseMailto, withBodyEnding } from "./mailto";

const hostile = `Tank 5 & 6? 100% done #1 = "ok"\nLine two <script>alert('x')</script>\r\nÉtat: reçu, soudure à 45°`;

describe("mailto composition", () => {
  it("encodes every reserved character so nothing is cut or interpreted", () => {
    const url = buildMailto({ to: "info@example.com", subject: "Quote & Co? #1 = 50%", body: hostile });
    const query = url.slice(url.indexOf("?") + 1);
    // Exactly two parameters: nothing in the text opened a new one.
    expect(query.split("&")).toHaveLength(2);
    expect(url).not.toMatch(/[\s"<>#]/);
    expect(url.startsWith("mailto:info@example.com?subject=")).toBe(true);
  });

  it("round-trips hostile text intact, with CRLF line breaks", () => {
    const draft = parseMailto(
      buildMailto({ to: "info@example.com", subject: "Inspection Quote Request - NDT", body: hostile }),
    );
    expect(draft.to).toBe("info@example.com");
    expect(draft.subject).toBe("Inspection Quote Request - NDT");
    expect(draft.body).toBe(hostile.replace(/\r\n|\n/g, "\r\n"));
  });

  it("keeps the subject on one line", () => {
    const draft = parseMailto(buildMailto({ to: "a@b.c", subject: "One\nTwo", body: "" }));
    expect(draft.subject).toBe("One Two");
  });

  it("rejects other schemes when parsing", () => {
    expect(() => parseMailto("https://example.com")).toThrow(/Not a mailto/);
  });
});

describe("a draft's ending", () => {
  it("is added after a blank line, the rest of the draft unchanged and still fully encoded", () => {
    const url = buildMailto({ to: "info@example.com", subject: "Devis & plan", body: "Line 1\nA&B = 100%" });
    const ended = parseMailto(withBodyEnding(url, "Attach: plan #2.pdf, fissure.jpg"));
    expect(ended).toEqual({
      to: "info@example.com",
      subject: "Devis & plan",
      body: "Line 1\r\nA&B = 100%\r\n\r\nAttach: plan #2.pdf, fissure.jpg",
    });
  });
});
