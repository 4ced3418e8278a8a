import { describe, expect, it } from "vitest";
import type { ResolvedPhoto } from "~/lib/photos";
import { certificatesRegister, formatRate, initialsOf, qualificationPack, teamPeople } from "./page-data";
import { loadProof } from "./proof-source";
import { accreditation, certificate, hseYear, instrument, person, personFile, proofFiles } from "./test-fixtures";

const today = "2026-11-26";

const content = loadProof(
  proofFiles({
    people: [
      personFile(
        "ada",
        person("ada", {
          name: "Ada Nkemelu Fotso",
          languages: ["fr", "en", "ff"],
          certificates: [
            certificate({ number: "SAMPLE-CSWIP-1", expires: "2028-02-28" }),
            certificate({
              scheme: "ampp",
              method: "coating-inspection",
              number: "SAMPLE-AMPP-1",
              expires: "2026-11-25",
            }),
            certificate({ scheme: "asnt", method: "ut", number: "SAMPLE-ASNT-1", expires: today }),
          ],
        }),
      ),
      personFile("bo", person("bo", { sample: false, certificates: [certificate({ number: "CSWIP-2" })] })),
    ],
    qualification: {
      accreditations: {
        reviewed: "2026-11-20",
        accreditations: [
          accreditation({ number: "SAMPLE-OLD", expires: "2026-10-31" }),
          accreditation({ verifyUrl: "https://www.iafcertsearch.org/" }),
        ],
      },
      hse: { reviewed: "2026-11-01", years: [hseYear({ year: 2024 }), hseYear({ year: 2025, hoursWorked: 401_250 })] },
      equipment: {
        reviewed: "2026-11-01",
        equipment: [instrument({ serial: "SAMPLE-OVERDUE", calibrationDue: "2026-09-30" }), instrument()],
      },
    },
  }),
);

describe("teamPeople", () => {
  const portrait: ResolvedPhoto = {
    width: 800,
    height: 800,
    placeholder: "data:image/webp;base64,",
    src: "/photos/ada-800.jpg",
    srcSet: { avif: "", webp: "", jpeg: "" },
  };
  const [ada, bo] = teamPeople(content, today, "fr", (p) =>
    p.slug === "ada" ? { photo: portrait, alt: "Ada au banc UT" } : null,
  );

  it("keeps the certificates valid today, the last day included, with their day written out in the page's language", () => {
    expect(ada?.certificates.map((c) => [c.number, c.expiresText])).toEqual([
      ["SAMPLE-CSWIP-1", "28 février 2028"],
      ["SAMPLE-ASNT-1", "26 novembre 2026"],
    ]);
    expect(ada?.certificates[0]).toMatchObject({
      scheme: "CSWIP",
      method: "Inspection du soudage",
      issuer: "TWI Certification Ltd",
      expires: "2028-02-28",
      verification: { url: "https://www.cswip.com/verification", kind: "register" },
    });
  });

  it("marks a level printed in another language than the page's with its language", () => {
    expect(ada?.certificates[0]?.levelLang).toBe("en");
    const english = teamPeople(content, today, "en", () => null);
    expect(english[0]?.certificates[0]?.levelLang).toBeNull();
  });

  it("names the languages in the page's language and keeps their codes", () => {
    expect(ada?.languagesText).toBe("français, anglais et peul");
    expect(ada?.languages).toEqual(["fr", "en", "ff"]);
  });

  it("marks the radiation protection officer, the samples, and gives initials or the portrait", () => {
    expect([ada?.radiationOfficer, bo?.radiationOfficer]).toEqual([true, false]);
    expect([ada?.sample, bo?.sample]).toEqual([true, false]);
    expect(ada?.portrait?.alt).toBe("Ada au banc UT");
    expect(bo?.portrait).toBeNull();
    expect(bo?.initials).toBe("PB");
  });
});

describe("certificatesRegister", () => {
  it("lists the current certificates with their holders and leaves the expired one off", () => {
    const register = certificatesRegister(content, today, "en");
    expect(register.dayText).toBe("26 November 2026");
    expect(register.rows.map((row) => [row.holder.name, row.number])).toEqual([
      ["Ada Nkemelu Fotso", "SAMPLE-ASNT-1"],
      ["Ada Nkemelu Fotso", "SAMPLE-CSWIP-1"],
      ["Person bo", "CSWIP-2"],
    ]);
    expect(register.rows[0]?.verification).toEqual({ url: "https://www.asnt.org/", kind: "issuer" });
  });
});

describe("qualificationPack", () => {
  const pack = qualificationPack(content, today, "en");

  it("keeps current records only", () => {
    expect(pack.accreditations.items.map((a) => a.number)).toEqual(["SAMPLE-QMS-1"]);
    expect(pack.accreditations.items[0]?.verifyUrl).toBe("https://www.iafcertsearch.org/");
    expect(pack.equipment.items.map((e) => e.serial)).toEqual(["SAMPLE-SN-1"]);
    expect(pack.equipment.items[0]?.method).toBe("Ultrasonic testing (UT)");
  });

  it("writes the HSE figures out, the latest year first, with the rates rounded to two decimals", () => {
    expect(pack.hse.items.map((row) => [row.year, row.hoursWorked, row.ltif, row.trir])).toEqual([
      [2025, "401,250", "2.49", "1.00"],
      [2024, "500,000", "2.00", "0.80"],
    ]);
  });

  it("names the officer, dates the reviews and says whether samples are shown", () => {
    expect(pack.radiation.officer).toEqual({
      slug: "ada",
      name: "Ada Nkemelu Fotso",
      role: "Welding inspector",
      sample: true,
    });
    expect(pack.reviewedText).toBe("20 November 2026");
    expect(pack.insurance.reviewedText).toBe("2 November 2026");
    expect(pack.anySample).toBe(true);
  });
});

describe("formatting helpers", () => {
  it("rounds rates as each language writes them", () => {
    expect(formatRate(0.6230529595, "en")).toBe("0.62");
    expect(formatRate(0.6230529595, "fr")).toBe("0,62");
    expect(formatRate(0, "en")).toBe("0.00");
  });

  it("takes the first letters of the first and last words of a name", () => {
    expect(initialsOf("Estelle Ngo Bilong")).toBe("EB");
    expect(initialsOf("Aminatou")).toBe("A");
    expect(initialsOf("  élodie  mbarga ")).toBe("ÉM");
  });
});
