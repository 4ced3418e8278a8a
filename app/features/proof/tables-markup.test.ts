import { describe, expect, it } from "vitest";
import { copyOf } from "~/i18n/page-copy.server";
import { certificatesRegister, qualificationPack } from "./page-data";
import { loadProof } from "./proof-source";
import { packTablesMarkup, registerMarkup } from "./tables-markup.server";
import { accreditation, certificate, person, personFile, proofFiles } from "./test-fixtures";

const today = "2026-11-26";
const copy = copyOf("proof", "fr").proof;

const content = loadProof(
  proofFiles({
    people: [
      personFile(
        "ada",
        person("ada", {
          name: `Ada <img src=x onerror="alert(1)"> & Co`,
          certificates: [
            certificate({ number: "SAMPLE-CSWIP-1", expires: "2028-02-28" }),
            certificate({ scheme: "asnt", method: "ut", number: "SAMPLE-ASNT-1", expires: "2028-02-28" }),
          ],
        }),
      ),
      personFile("bo", person("bo", { sample: false, certificates: [certificate({ number: "CSWIP-2" })] })),
    ],
    qualification: {
      accreditations: {
        reviewed: "2026-11-20",
        accreditations: [accreditation({ verifyUrl: "https://www.iafcertsearch.org/" })],
      },
    },
  }),
);

/** The column names a table's header row gives, in order, and those each body row's cells carry. */
function labels(html: string) {
  const headers = [...html.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1]);
  const rows = [...html.matchAll(/<tr role="row">(.*?)<\/tr>/g)]
    .slice(1)
    .map((row) => [...(row[1] ?? "").matchAll(/<t[hd] [^>]*data-label="([^"]*)"/g)].map((m) => m[1]));
  return { headers, rows };
}

describe("registerMarkup", () => {
  const html = registerMarkup(certificatesRegister(content, today, "fr"), copy.register, "/fr/about/team");

  it("labels every cell with its column, for the phone's cards", () => {
    const { headers, rows } = labels(html);
    expect(headers).toEqual(Object.values(copy.register.columns).map((name) => name.replace("'", "&#x27;")));
    expect(rows.length).toBe(3);
    for (const row of rows) expect(row).toEqual(headers);
  });

  it("links holders to the team page in the page's language, and each certificate to where it is checked", () => {
    expect(html).toContain(`href="/fr/about/team#ada"`);
    expect(html).toContain(`href="https://www.cswip.com/verification"`);
    // ASNT has no public register here: the row says so and points to writing to the issuer.
    expect(html).toContain(copy.register.noRegister);
    expect(html).toContain(`href="https://www.asnt.org/"`);
  });

  it("escapes the records' text: a name is never markup", () => {
    expect(html).not.toContain("<img");
    expect(html).toContain("Ada &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; Co");
  });
});

describe("packTablesMarkup", () => {
  const tables = packTablesMarkup(qualificationPack(content, today, "fr"), copy, "/fr/about/team");

  it("renders a captioned table for every part of the pack, each cell labelled with its column", () => {
    expect(Object.keys(tables)).toEqual(["accreditations", "radiation", "hse", "equipment", "insurance", "register"]);
    for (const html of Object.values(tables)) {
      expect(html).toMatch(/^<div class="records-region[^"]*"><table role="table" class="records-table/);
      const { headers, rows } = labels(html);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toEqual(headers);
    }
    expect(tables.accreditations).toContain(`href="https://www.iafcertsearch.org/"`);
  });
});
