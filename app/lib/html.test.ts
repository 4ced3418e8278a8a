import { describe, expect, it } from "vitest";
import { escapeHtml, scriptJson } from "./html.mjs";

describe("escapeHtml", () => {
  it("writes the five characters that could end HTML text or a quoted attribute as entities", () => {
    expect(escapeHtml(`Tank "T-101" & <b>T-102</b>, l'épaisseur`)).toBe(
      "Tank &quot;T-101&quot; &amp; &lt;b&gt;T-102&lt;/b&gt;, l&#39;épaisseur",
    );
  });
});

describe("scriptJson", () => {
  it("keeps a closing script tag in a value from ending the element, and parses back to the value", () => {
    const value = { name: "Weld </script><script>alert(1)</script>" };
    const json = scriptJson(value);
    expect(json).not.toContain("</script");
    expect(JSON.parse(json)).toEqual(value);
  });
});
