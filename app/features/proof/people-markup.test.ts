import { describe, expect, it } from "vitest";
import { copyOf } from "~/i18n/page-copy.server";
import { peopleMarkup } from "./people-markup.server";
import { personView } from "./test-fixtures";

const copy = copyOf("proof", "en").proof.team;

const person = personView({
  slug: "ada-hostile",
  name: `Ada <img src=x onerror="alert(1)"> & Co`,
  bio: "<script>alert(2)</script>",
  sample: true,
  certificates: personView().certificates.map((certificate) => ({ ...certificate, number: "SAMPLE-73210" })),
});

describe("peopleMarkup", () => {
  const html = peopleMarkup([person], copy);

  it("renders each person's card with its anchor, certificate, Verify link and sample marks", () => {
    expect(html).toContain(`id="ada-hostile"`);
    expect(html).toContain("SAMPLE-73210");
    expect(html).toContain(`href="https://www.cswip.com/verification"`);
    expect(html).toContain(copy.sampleBadge);
    expect(html).toContain(copy.sampleNote);
  });

  it("escapes the records' text: a name or bio is never markup", () => {
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script");
    expect(html).toContain("Ada &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; Co");
  });
});
