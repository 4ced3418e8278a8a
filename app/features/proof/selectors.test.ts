import { describe, expect, it } from "vitest";
import { loadProof } from "./proof-source";
import {
  currentAccreditations,
  currentAuthorisations,
  currentCertificates,
  currentEquipment,
  currentInsurance,
  currentProfiles,
  expiringSoon,
  hseRates,
  hseTable,
  lapsedRecords,
  lastReviewed,
  photoReferences,
  radiationOfficer,
  sampleRecords,
  verificationOf,
} from "./selectors";
import {
  accreditation,
  authorisation,
  certificate,
  hseYear,
  instrument,
  people,
  person,
  personFile,
  policy,
  proofFiles,
  qualification,
  qualificationData,
} from "./test-fixtures";
import type { Certificate, HseYear } from "./types";

const today = "2026-11-26";

/** Two people with certificates on both sides of today, and every qualification list likewise. */
const content = loadProof(
  proofFiles({
    people: [
      personFile(
        "bo",
        person("bo", {
          name: "Bo Zeller",
          certificates: [
            certificate({ scheme: "aws-cwi", level: "CWI", number: "SAMPLE-CWI-1", expires: "2027-01-25" }),
            certificate({
              scheme: "ampp",
              method: "coating-inspection",
              level: "CIP Level 2",
              number: "SAMPLE-AMPP-1",
              expires: "2026-11-25",
            }),
          ],
        }),
      ),
      personFile(
        "ada",
        person("ada", {
          name: "Ada Abena",
          certificates: [
            certificate({ scheme: "cswip", number: "SAMPLE-CSWIP-1", expires: today }),
            certificate({ scheme: "aws-cwi", level: "CWI", number: "SAMPLE-CWI-2", expires: "2029-01-01" }),
            certificate({
              scheme: "asnt",
              method: "ut",
              level: "NDT Level III",
              number: "SAMPLE-ASNT-1",
              expires: "2029-01-01",
              verifyUrl: "https://example.org/badge/1",
            }),
          ],
        }),
      ),
    ],
    qualification: {
      accreditations: {
        reviewed: "2026-11-01",
        accreditations: [
          accreditation({ number: "SAMPLE-A-1", expires: "2026-10-31" }),
          accreditation({ number: "SAMPLE-A-2", expires: "2027-01-26" }),
          accreditation({ number: "SAMPLE-A-3", expires: "2029-01-01" }),
        ],
      },
      radiation: {
        reviewed: "2026-11-20",
        officer: "ada",
        authorisations: [authorisation({ expires: "2026-01-01" }), authorisation({ number: "SAMPLE-ANRP-2" })],
      },
      equipment: {
        reviewed: "2026-11-01",
        equipment: [
          instrument({ serial: "SAMPLE-SN-1", calibrationDue: "2026-11-25" }),
          instrument({ serial: "SAMPLE-SN-2", calibrationDue: today }),
          instrument({ serial: "SAMPLE-SN-3", calibrationDue: "2027-06-01" }),
        ],
      },
      insurance: {
        reviewed: "2026-11-01",
        policies: [policy({ expires: "2026-11-01" }), policy({ insurer: "Other SA", expires: "2026-11-27" })],
      },
    },
  }),
);
const { accreditations, radiation, equipment, insurance } = content.qualification;

describe("currentCertificates", () => {
  const register = currentCertificates(content.people, today);

  it("leaves off expired certificates and keeps one expiring today", () => {
    const numbers = register.map((entry) => entry.certificate.number);
    expect(numbers).not.toContain("SAMPLE-AMPP-1");
    expect(numbers).toContain("SAMPLE-CSWIP-1");
    expect(numbers).toHaveLength(4);
  });

  it("sorts by scheme, then holder", () => {
    expect(register.map((entry) => `${entry.scheme.name} ${entry.holder.name}`)).toEqual([
      "ASNT Ada Abena",
      "AWS Ada Abena",
      "AWS Bo Zeller",
      "CSWIP Ada Abena",
    ]);
  });

  it("names each holder with their file, and the scheme with its code", () => {
    const first = register[0];
    expect(first?.holder).toEqual({
      slug: "ada",
      name: "Ada Abena",
      role: { en: "Welding inspector", fr: "Inspecteur soudage" },
      sample: true,
      file: `${people}/ada.yaml`,
    });
    expect(first?.scheme.code).toBe("asnt");
  });

  it("links a certificate's own record first, then the scheme's register, else the issuer's site", () => {
    expect(register.map((entry) => entry.verification)).toEqual([
      { url: "https://example.org/badge/1", kind: "record" },
      { url: "https://cloudweb2.aws.org/Certifications/Search/", kind: "register" },
      { url: "https://cloudweb2.aws.org/Certifications/Search/", kind: "register" },
      { url: "https://www.cswip.com/verification", kind: "register" },
    ]);
    const asnt: Certificate = {
      scheme: "asnt",
      method: "rt",
      level: "NDT Level III",
      number: "SAMPLE-ASNT-2",
      issuer: "ASNT",
      expires: "2029-01-01",
    };
    expect(verificationOf(asnt)).toEqual({ url: "https://www.asnt.org/", kind: "issuer" });
  });

  it("refuses a day that is not YYYY-MM-DD", () => {
    expect(() => currentCertificates(content.people, "26/11/2026")).toThrow(RangeError);
    expect(() => currentCertificates(content.people, "2026-13-45")).toThrow(RangeError);
  });
});

describe("currentProfiles", () => {
  it("keeps every person but only their certificates valid today", () => {
    const profiles = currentProfiles(content.people, today);
    expect(profiles.map((p) => [p.slug, p.certificates.map((c) => c.number)])).toEqual([
      ["ada", ["SAMPLE-CSWIP-1", "SAMPLE-CWI-2", "SAMPLE-ASNT-1"]],
      ["bo", ["SAMPLE-CWI-1"]],
    ]);
  });
});

describe("the qualification lists", () => {
  it("leave off an expired accreditation", () => {
    expect(currentAccreditations(accreditations.accreditations, today).map((a) => a.number)).toEqual([
      "SAMPLE-A-2",
      "SAMPLE-A-3",
    ]);
  });

  it("leave off an instrument whose calibration is overdue, keeping one due today", () => {
    expect(currentEquipment(equipment.equipment, today).map((item) => item.serial)).toEqual([
      "SAMPLE-SN-2",
      "SAMPLE-SN-3",
    ]);
  });

  it("leave off an expired authorisation and an expired policy", () => {
    expect(currentAuthorisations(radiation.authorisations, today).map((a) => a.number)).toEqual(["SAMPLE-ANRP-2"]);
    expect(currentInsurance(insurance.policies, today).map((p) => p.insurer)).toEqual(["Other SA"]);
  });

  it("name the radiation protection officer and the pack's last review", () => {
    expect(radiationOfficer(content).name).toBe("Ada Abena");
    expect(lastReviewed(content.qualification)).toBe("2026-11-20");
  });
});

describe("expiringSoon", () => {
  const warnings = expiringSoon(content, today);

  it("lists what runs out within 60 days, today included, soonest first, naming file and field", () => {
    expect(warnings.map((w) => w.message)).toEqual([
      `${people}/ada.yaml: certificates.0.expires: Ada Abena's CSWIP certificate SAMPLE-CSWIP-1 (welding-inspection, 3.1) expires on 2026-11-26, today`,
      `${qualification}/equipment.yaml: equipment.1.calibrationDue: calibration of the Evident EPOCH 650 (Ultrasonic flaw detector, serial SAMPLE-SN-2) is due on 2026-11-26, today`,
      `${qualification}/insurance.yaml: policies.1.expires: Professional indemnity policy with Other SA expires on 2026-11-27, in 1 day`,
      `${people}/bo.yaml: certificates.0.expires: Bo Zeller's AWS certificate SAMPLE-CWI-1 (welding-inspection, CWI) expires on 2027-01-25, in 60 days`,
    ]);
  });

  it("stops at the window's last day: 61 days out is not listed", () => {
    expect(warnings.map((w) => w.date)).not.toContain("2027-01-26");
    expect(expiringSoon(content, today, 61).map((w) => w.field)).toContain("accreditations.1.expires");
  });

  it("gives the days left", () => {
    expect(warnings.map((w) => w.daysLeft)).toEqual([0, 0, 1, 60]);
  });
});

describe("lapsedRecords", () => {
  it("lists what is past and therefore left off the pages", () => {
    expect(lapsedRecords(content, today).map((n) => `${n.file.split("/").pop()} ${n.field} ${n.daysLeft}`)).toEqual([
      "radiation.yaml authorisations.0.expires -329",
      "accreditations.yaml accreditations.0.expires -26",
      "insurance.yaml policies.0.expires -25",
      "bo.yaml certificates.1.expires -1",
      "equipment.yaml equipment.0.calibrationDue -1",
    ]);
    expect(lapsedRecords(content, today).at(-1)?.message).toBe(
      `${qualification}/equipment.yaml: equipment.0.calibrationDue: calibration of the Evident EPOCH 650 (Ultrasonic flaw detector, serial SAMPLE-SN-1) was due on 2026-11-25, 1 day ago: it is left off the public pages`,
    );
  });
});

describe("hseRates", () => {
  it("computes LTIF per million hours and TRIR per 200,000 hours", () => {
    expect(
      hseRates({ sample: false, year: 2025, hoursWorked: 500_000, lostTimeInjuries: 1, recordableInjuries: 3 }),
    ).toEqual({
      ltif: 2,
      trir: 1.2,
    });
  });

  it("gives zero rates for a year without injuries", () => {
    expect(
      hseRates({ sample: false, year: 2025, hoursWorked: 123_456, lostTimeInjuries: 0, recordableInjuries: 0 }),
    ).toEqual({
      ltif: 0,
      trir: 0,
    });
  });

  it("keeps full precision for the page to round", () => {
    const { ltif, trir } = hseRates({
      sample: false,
      year: 2023,
      hoursWorked: 312_400,
      lostTimeInjuries: 1,
      recordableInjuries: 3,
    });
    expect(ltif).toBeCloseTo(3.2010243, 6);
    expect(trir).toBeCloseTo(1.9206146, 6);
  });

  it("refuses zero hours rather than dividing by them", () => {
    expect(() =>
      hseRates({ sample: false, year: 2025, hoursWorked: 0, lostTimeInjuries: 0, recordableInjuries: 0 }),
    ).toThrow(RangeError);
  });

  it("orders the table's years newest first, each with its rates", () => {
    const year = (y: number): HseYear => ({
      sample: true,
      year: y,
      hoursWorked: 500_000,
      lostTimeInjuries: 1,
      recordableInjuries: 2,
    });
    const table = hseTable([year(2023), year(2025), year(2024)]);
    expect(table.map((row) => [row.year, row.ltif, row.trir])).toEqual([
      [2025, 2, 0.8],
      [2024, 2, 0.8],
      [2023, 2, 0.8],
    ]);
  });
});

describe("sampleRecords", () => {
  it("lists every record marked sample as `<file>: <what>`", () => {
    const lines = sampleRecords(content);
    expect(lines).toContain(`${people}/ada.yaml: sample person "Ada Abena" (Welding inspector)`);
    expect(lines).toContain(
      `${qualification}/equipment.yaml: equipment.2 is a sample: Ultrasonic flaw detector, Evident EPOCH 650, SAMPLE-SN-3`,
    );
    expect(lines).toContain(`${qualification}/hse.yaml: years.0 is a sample: HSE figures for 2025`);
    expect(lines).toHaveLength(2 + 3 + 2 + 1 + 3 + 2);
  });

  it("is empty once every record is real", () => {
    const real = (data: Record<string, unknown>) => ({ ...data, sample: false });
    const data = qualificationData();
    const realContent = loadProof(
      proofFiles({
        people: [personFile("ada", person("ada", { sample: false, certificates: [certificate({ number: "73210" })] }))],
        qualification: {
          accreditations: { ...data.accreditations, accreditations: [real(accreditation({ number: "QMS-1" }))] },
          radiation: { ...data.radiation, authorisations: [real(authorisation({ number: "AUT-1" }))] },
          hse: { ...data.hse, years: [real(hseYear())] },
          equipment: { ...data.equipment, equipment: [real(instrument({ serial: "SN-1", certificate: "CAL-1" }))] },
          insurance: { ...data.insurance, policies: [real(policy())] },
        },
      }),
    );
    expect(sampleRecords(realContent)).toEqual([]);
  });
});

describe("photoReferences", () => {
  it("gives each portrait with its alt texts and where it is used, for the photo pipeline's check", () => {
    const photo = { src: "people/ada.jpg", alt: { en: "Ada", fr: "Ada" } };
    const withPhoto = loadProof(
      proofFiles({ people: [personFile("ada", person("ada", { photo })), personFile("bo")] }),
    );
    expect(photoReferences(withPhoto.people)).toEqual([
      { photo: "people/ada.jpg", alt: { en: "Ada", fr: "Ada" }, where: `${people}/ada.yaml: photo.src` },
    ]);
  });
});
