import { describe, expect, it } from "vitest";
import { editorDictionaries } from "~/content/locales/editor";
import { exampleBackend } from "~/test/editor-backend";
import {
  chooseLanguage,
  dayProblem,
  fieldProblems,
  formatDay,
  orderLike,
  parseDay,
  uploadProblem,
  whatsappWarning,
} from "../../../public/admin/editor-rules.js";
import { editorConfig } from "./editor-config";

const messages = editorDictionaries.en.messages;
const frMessages = editorDictionaries.fr.messages;
const config = editorConfig(exampleBackend, "https://www.example.com", "en");
const fieldsOf = (name: string, file?: string) => {
  const collection = config.collections.find((c) => c.name === name);
  return (file ? collection?.files?.find((f) => f.name === file)?.fields : collection?.fields) ?? [];
};

/** A storage that keeps what it is given, or throws like a browser's in private mode. */
function storage(initial: Record<string, string> = {}, broken = false) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => {
      if (broken) throw new Error("SecurityError");
      return values.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (broken) throw new Error("QuotaExceededError");
      values.set(key, value);
    },
    values,
  } as unknown as Storage & { values: Map<string, string> };
}

describe("the editor's language", () => {
  it("is French with ?lang=fr and remembers it; English otherwise, or when storage is corrupt or refused", () => {
    const kept = storage();
    expect(chooseLanguage("?lang=fr", kept, ["en", "fr"])).toBe("fr");
    expect(kept.values.get("editor-language")).toBe("fr");
    expect(chooseLanguage("", kept, ["en", "fr"])).toBe("fr");
    expect(chooseLanguage("?lang=en", kept, ["en", "fr"])).toBe("en");
    expect(chooseLanguage("", storage(), ["en", "fr"])).toBe("en");
    expect(chooseLanguage("", storage({ "editor-language": "klingon" }), ["en", "fr"])).toBe("en");
    expect(chooseLanguage("?lang=de", storage(), ["en", "fr"])).toBe("en");
    expect(chooseLanguage("", storage({}, true), ["en", "fr"])).toBe("en");
    expect(chooseLanguage("?lang=fr", storage({}, true), ["en", "fr"])).toBe("fr");
    expect(chooseLanguage("", undefined, ["en", "fr"])).toBe("en");
  });
});

describe("days as staff type them", () => {
  it("reads 31/12/2028 (and 1.2.2027, or an ISO day) and refuses days that do not exist", () => {
    expect(parseDay("31/12/2028")).toBe("2028-12-31");
    expect(parseDay(" 1.2.2027 ")).toBe("2027-02-01");
    expect(parseDay("2027-02-01")).toBe("2027-02-01");
    expect(parseDay("31/02/2028")).toBeNull();
    expect(parseDay("12/31/2028")).toBeNull();
    expect(parseDay("122028")).toBeNull();
    expect(parseDay("")).toBeNull();
    expect(formatDay("2028-12-31")).toBe("31/12/2028");
    expect(formatDay("31/12")).toBe("31/12");
  });

  it("refuses an expiry that has passed, warns under 60 days, and says nothing of other dates", () => {
    const today = "2026-11-27";
    expect(dayProblem("1908-01-01", { expiry: true, today, messages }).error).toBe(
      "This date has passed (01/01/1908): enter the date on the renewed document, or remove this record",
    );
    expect(dayProblem("1908-01-01", { expiry: false, today, messages })).toEqual({});
    // Saved before and lapsed since: history the pages no longer show, which must not block the rest of the file.
    expect(dayProblem("2026-10-31", { expiry: true, saved: "2026-10-31", today, messages })).toEqual({
      warning: "Expired on 31/10/2026: the site no longer shows this record; add the renewed one",
    });
    expect(dayProblem("2026-10-30", { expiry: true, saved: "2026-10-31", today, messages }).error).toMatch(
      /has passed/,
    );
    expect(dayProblem("2027-01-10", { expiry: true, today, messages }).warning).toBe(
      "Expires in 44 days (10/01/2027): ask for the renewal now",
    );
    expect(dayProblem("2026-11-27", { expiry: true, today, messages }).warning).toMatch(/today/);
    expect(dayProblem("2027-01-26", { expiry: true, today, messages })).toEqual({});
    expect(dayProblem("31/12", { expiry: true, today, messages: frMessages }).error).toMatch(/jour\/mois\/année/);
    expect(dayProblem("", { expiry: true, today, messages })).toEqual({});
  });
});

describe("photos chosen for upload", () => {
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1]);
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
  const textFile = new TextEncoder().encode("Weld map, rev. B");
  const options = { maxMegabytes: 10, messages };

  it("takes a photo whose content is the type its name claims, under the limit", () => {
    expect(uploadProblem({ name: "tank-shell.jpg", size: 3_000_000, header: jpeg }, options)).toBeNull();
    expect(uploadProblem({ name: "Tank Shell.JPEG", size: 3_000_000, header: jpeg }, options)).toBeNull();
    expect(uploadProblem({ name: "flange.png", size: 900_000, header: png }, options)).toBeNull();
  });

  it("refuses a text file named .png, a JPEG named .png, a PDF, and a photo over the limit, naming the file", () => {
    expect(uploadProblem({ name: "notes.png", size: 16, header: textFile }, options)).toBe(
      "“notes.png” was not uploaded: it is not a photograph its name says it is (PNG). Choose a JPEG, PNG, WebP or AVIF picture.",
    );
    expect(uploadProblem({ name: "weld.png", size: 16, header: jpeg }, options)).toMatch(/“weld.png” was not uploaded/);
    expect(uploadProblem({ name: "itp.pdf", size: 16, header: textFile }, options)).toMatch(/\(PDF\)/);
    expect(uploadProblem({ name: "site.jpg", size: 12.9 * 1024 * 1024, header: jpeg }, options)).toBe(
      "“site.jpg” was not uploaded: it weighs 12.9 MB, and photographs up to 10 MB are accepted. Export it smaller (3,000 pixels wide is plenty) and try again.",
    );
    expect(
      uploadProblem(
        { name: "site.jpg", size: 12.9 * 1024 * 1024, header: jpeg },
        { ...options, messages: frMessages, language: "fr" },
      ),
    ).toMatch(/^«\u00a0site.jpg\u00a0» n'a pas été envoyé\u00a0: il pèse 12,9 Mo/);
  });
});

describe("the company's facts as the editor saves them", () => {
  const company = fieldsOf("company", "facts");

  it("keeps the schema's key order at every level, so one changed field is one changed line", () => {
    const shuffled = {
      whatsapp: "237690000001",
      hours: {
        saturday: { closes: "14:00", opens: "09:00" },
        emergency247: true,
        weekdays: { closes: "18:00", opens: "08:00" },
      },
      name: "Example Weld & NDT Services",
      phones: [{ tel: "+237690000001", display: "+237 690 000 001" }],
      unknown: 1,
    };
    const ordered = orderLike(shuffled, company) as Record<string, unknown>;
    expect(Object.keys(ordered)).toEqual(["name", "phones", "whatsapp", "hours", "unknown"]);
    expect(Object.keys(ordered.hours as object)).toEqual(["weekdays", "saturday", "emergency247"]);
    expect(Object.keys((ordered.hours as Record<string, object>).weekdays ?? {})).toEqual(["opens", "closes"]);
    expect(Object.keys((ordered.phones as object[])[0] ?? {})).toEqual(["display", "tel"]);
  });

  it("warns when the WhatsApp number is none of the phone numbers, as after a change of number", () => {
    const phones = [
      { display: "+237 699 123 456", tel: "+237699123456" },
      { display: "+237 670 000 002", tel: "+237670000002" },
    ];
    expect(whatsappWarning({ phones, whatsapp: "237690000001" }, messages)).toBe(
      "The WhatsApp number (237690000001) is none of the phone numbers (+237 699 123 456, +237 670 000 002). If the number has changed, change the WhatsApp number too. Save anyway?",
    );
    expect(whatsappWarning({ phones, whatsapp: "237699123456" }, messages)).toBeNull();
    expect(whatsappWarning({ name: "x" }, messages)).toBeNull();
  });
});

describe("what the editor refuses to save, in every language column", () => {
  const today = "2026-11-27";
  const context = (column: string, translatedOnly: boolean) => ({ column, translatedOnly, today, messages });

  it("an empty French title, though Decap checks only the English column", () => {
    const problems = fieldProblems(fieldsOf("posts"), { title: "  ", excerpt: "Ce que…" }, context("French: ", true));
    expect(problems).toContain("French: Title is required");
    // Shared fields are written in English only: the French file is not asked for them.
    expect(problems.join("\n")).not.toMatch(/Slug|Author/);
  });

  it("not a shared list the editor leaves out of the French file, such as a project's standards", () => {
    const french = fieldProblems(fieldsOf("projects"), { title: "Inspection de bac" }, context("French: ", true));
    expect(french).toContain("French: Summary is required");
    expect(french.join("\n")).not.toMatch(/Standards|Industry|Services/);
    const english = fieldProblems(fieldsOf("projects"), { title: "Tank inspection" }, context("", false));
    expect(english).toContain("Standards is required");
  });

  it("a certificate's date that is not a day", () => {
    const person = {
      slug: "paul-mbarga",
      name: "Paul Mbarga",
      role: { en: "NDT technician", fr: "Technicien CND" },
      languages: ["French"],
      certificates: [
        {
          scheme: "cswip",
          method: "welding-inspection",
          level: "3.1",
          number: "12345",
          issuer: "TWI",
          issued: "2020-01-01",
          expires: "1908-01-01",
        },
        {
          scheme: "cswip",
          method: "welding-inspection",
          level: "3.1",
          number: "12346",
          issuer: "TWI",
          issued: "31/12",
          expires: "2030-01-01",
        },
      ],
    };
    const problems = fieldProblems(fieldsOf("people"), person, context("", false));
    // The widget, which knows what was saved, refuses the past expiry; the save check asks for real days.
    expect(problems).toContain("Certificates 2 › Issued: Write the date as day/month/year, for example 31/12/2028");
    expect(problems.join("\n")).not.toMatch(/Expires/);
  });

  it("a testimonial begun and left unfinished, but not one left untouched", () => {
    const project = { testimonial: { consent: false } };
    const untouched = fieldProblems(fieldsOf("projects"), project, context("", false));
    expect(untouched.join("\n")).not.toMatch(/Testimonial/);
    const begun = fieldProblems(
      fieldsOf("projects"),
      { testimonial: { quote: "On time, no rework." } },
      context("", false),
    );
    expect(begun).toContain(
      "Testimonial › Role is required once Testimonial is filled in, or empty the whole of Testimonial",
    );
  });

  it("a value off its pattern or its range, with the field's own message", () => {
    const company = fieldsOf("company", "facts");
    const problems = fieldProblems(
      company,
      { whatsapp: "+237 690", address: { geo: { latitude: 123, longitude: 9 } } },
      context("", false),
    );
    expect(problems.some((p) => p.startsWith("WhatsApp number: "))).toBe(true);
    expect(problems).toContain("Address › Map position › Latitude must be between -90 and 90");
  });
});
