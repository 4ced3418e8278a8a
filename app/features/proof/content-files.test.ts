import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import { proofDictionaries } from "~/content/locales/proof";
import { loadProof, peopleFolder, qualificationFolder, samplePrefix } from "./proof-source";
import type {
  accreditationsFileSchema,
  certificateSchema,
  equipmentFileSchema,
  hseFileSchema,
  insuranceFileSchema,
  personSchema,
  radiationFileSchema,
} from "./schemas";
import {
  currentAccreditations,
  currentCertificates,
  currentEquipment,
  expiringSoon,
  hseTable,
  lapsedRecords,
  radiationOfficer,
  sampleRecords,
} from "./selectors";
import type {
  AccreditationsFile,
  Certificate,
  EquipmentFile,
  HseFile,
  InsuranceFile,
  Person,
  RadiationFile,
} from "./types";
import { methodCodes, schemeCodes, schemes } from "./vocabulary";

/** The real files, read from disk as the build's glob reads them. */
const files = [peopleFolder, qualificationFolder].flatMap((folder) =>
  readdirSync(folder)
    .filter((name) => name.endsWith(".yaml"))
    .map((name) => ({ fileName: `${folder}${name}`, source: readFileSync(join(folder, name), "utf8") })),
);
// The day the sample records were written against: one certificate, one accreditation and one calibration
// run out within 60 days of it, and one of each is already past.
const today = "2026-11-26";

describe("the content files", () => {
  const content = loadProof(files);

  it("parse, with a person file for the radiation protection officer", () => {
    expect(content.people.length).toBeGreaterThanOrEqual(3);
    expect(radiationOfficer(content).slug).toBe(content.qualification.radiation.officer);
  });

  it("leave the expired sample certificate, accreditation and overdue instrument off the public lists", () => {
    const register = currentCertificates(content.people, today).map((entry) => entry.certificate.number);
    expect(register).not.toContain("SAMPLE-AMPP-56231");
    expect(
      currentAccreditations(content.qualification.accreditations.accreditations, today).map((a) => a.number),
    ).not.toContain("SAMPLE-BV-SMS-18832");
    expect(currentEquipment(content.qualification.equipment.equipment, today).map((e) => e.serial)).not.toContain(
      "SAMPLE-EP650-2291",
    );
    expect(lapsedRecords(content, today).map((n) => n.field)).toEqual([
      "certificates.0.expires",
      "equipment.1.calibrationDue",
      "accreditations.3.expires",
    ]);
  });

  it("warn about the sample certificate, accreditation and calibration that run out within 60 days", () => {
    expect(expiringSoon(content, today).map((n) => `${n.file} ${n.field}`)).toEqual([
      `${peopleFolder}serge-tchoumi.yaml certificates.1.expires`,
      `${qualificationFolder}equipment.yaml equipment.3.calibrationDue`,
      `${qualificationFolder}accreditations.yaml accreditations.1.expires`,
    ]);
  });

  it("mark every shipped record as a sample, with SAMPLE- numbers, for check:launch to list", () => {
    const { accreditations, radiation, hse, equipment, insurance } = content.qualification;
    const records = [
      ...content.people,
      ...accreditations.accreditations,
      ...radiation.authorisations,
      ...hse.years,
      ...equipment.equipment,
      ...insurance.policies,
    ];
    expect(records.every((record) => record.sample)).toBe(true);
    expect(sampleRecords(content)).toHaveLength(records.length);
    const numbers = [
      ...content.people.flatMap((p) => p.certificates.map((c) => c.number)),
      ...accreditations.accreditations.map((a) => a.number),
      ...radiation.authorisations.map((a) => a.number),
      ...equipment.equipment.flatMap((e) => [e.serial, e.certificate]),
    ];
    expect(numbers.filter((number) => !number.startsWith(samplePrefix))).toEqual([]);
  });

  it("give plausible HSE rates", () => {
    for (const row of hseTable(content.qualification.hse.years)) {
      expect(row.ltif).toBeGreaterThanOrEqual(0);
      expect(row.ltif).toBeLessThan(10);
      expect(row.trir).toBeLessThan(5);
    }
  });
});

describe("the vocabulary", () => {
  it("links every scheme to https pages", () => {
    for (const code of schemeCodes) {
      const scheme = schemes[code];
      expect(scheme.website).toMatch(/^https:\/\//);
      if (scheme.verificationUrl) expect(scheme.verificationUrl).toMatch(/^https:\/\//);
      expect(scheme.language, `${code}: the language its certificates are printed in`).toMatch(
        /^[a-z]{2,3}(-[A-Za-z0-9]+)*$/,
      );
    }
  });

  it("names every method in every language", () => {
    for (const dictionary of Object.values(proofDictionaries)) {
      expect(Object.keys(dictionary.methods).sort()).toEqual([...methodCodes].sort());
    }
  });
});

describe("the schemas and the types", () => {
  it("describe the same shapes", () => {
    expectTypeOf<z.output<typeof certificateSchema>>().toEqualTypeOf<Certificate>();
    expectTypeOf<z.output<typeof personSchema>>().toEqualTypeOf<Person>();
    expectTypeOf<z.output<typeof accreditationsFileSchema>>().toEqualTypeOf<AccreditationsFile>();
    expectTypeOf<z.output<typeof radiationFileSchema>>().toEqualTypeOf<RadiationFile>();
    expectTypeOf<z.output<typeof hseFileSchema>>().toEqualTypeOf<HseFile>();
    expectTypeOf<z.output<typeof equipmentFileSchema>>().toEqualTypeOf<EquipmentFile>();
    expectTypeOf<z.output<typeof insuranceFileSchema>>().toEqualTypeOf<InsuranceFile>();
  });
});
