import MarkdownIt from "markdown-it";
import { describe, expect, it } from "vitest";
import { markdownRenderer } from "./markdown-renderer";

const source = `Pourquoi l'encoder ? Trois raisons : la trace, la relecture et « l'audit ».

Réglage \`gain : 42 dB\` ; voir [l'ISO 10863 : 2020](https://www.iso.org/?q=tofd).

| Méthode | Usage |
| :------ | ----: |
| PAUT    | Soudures : épaisses |
`;

describe("the Markdown renderer", () => {
  it("gives French prose its fixed spaces, not its code, its link addresses or its tables' markup", () => {
    const html = markdownRenderer(MarkdownIt, "fr", "Tableau").render(source);
    expect(html).toContain("Pourquoi l’encoder\u202f? Trois raisons\u00a0: la trace");
    expect(html).toContain("«\u00a0l’audit\u00a0»");
    expect(html).toContain("<code>gain : 42 dB</code>\u202f; voir");
    expect(html).toContain('<a href="https://www.iso.org/?q=tofd">l’ISO 10863\u00a0: 2020</a>');
    expect(html).toContain('<td style="text-align:left">PAUT</td>');
    expect(html).toContain("Soudures\u00a0: épaisses");
  });

  it("leaves English as written", () => {
    const html = markdownRenderer(MarkdownIt, "en", "Table").render("Why encode it? Three reasons: trace ; audit");
    expect(html).toBe("<p>Why encode it? Three reasons: trace ; audit</p>\n");
  });
});
