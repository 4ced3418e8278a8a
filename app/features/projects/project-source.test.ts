import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { ContentError, type SourceFile } from "~/lib/content/markdown-collection";
import { parseProjects } from "./project-source";

const valid = {
  slug: "quay-crane-welds",
  sample: true,
  title: "Quay crane weld inspection",
  summary: "Structural welds of two quay cranes examined between vessel calls.",
  client: "a container terminal operator in Douala",
  clientConsent: false,
  industry: "maritime",
  services: ["ndt", "inspection"],
  standards: ["AWS D1.1", "ISO 17640"],
  location: "Douala, Cameroon",
  period: { start: "2025-03", end: "2025-05" },
  figures: [{ value: "1,240", label: "welds inspected" }],
  need: "The operator needed the cranes' welds examined.",
  work: "Visual, magnetic particle and ultrasonic examination.",
  result: "Eleven welds repaired and re-examined.",
  photos: [{ photo: "samples/weld-bead.jpg", alt: "A weld cap on steel plate", credit: "Sample image" }],
};

type FrontMatter = Record<string, unknown>;

const file = (locale: string, frontMatter: FrontMatter = valid, body = ""): SourceFile => ({
  fileName: `app/content/projects/${locale}/${String(frontMatter.slug ?? "quay-crane-welds")}.md`,
  source: `---\n${stringify(frontMatter)}---\n${body}`,
});

const pair = (en: FrontMatter = valid, fr: FrontMatter = en) => [file("en", en), file("fr", fr)];

/** Every issue `parseProjects` reports, or a failed expectation when it accepts the files. */
function issuesOf(files: SourceFile[]): readonly string[] {
  try {
    parseProjects(files);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as ContentError).issues;
  }
  throw new Error("expected the projects to be rejected");
}

const en = "app/content/projects/en/quay-crane-welds.md";
const fr = "app/content/projects/fr/quay-crane-welds.md";

describe("projects", () => {
  it("accepts a complete project in both languages and keeps its fields", () => {
    const projects = parseProjects(pair());
    expect(projects.en).toHaveLength(1);
    expect(projects.fr[0]?.frontMatter).toMatchObject({ industry: "maritime", sample: true });
  });

  it("names the file of a missing translation", () => {
    expect(issuesOf([file("en")])).toEqual([
      `${fr}: file: is missing (every project entry needs a fr translation, see ${en})`,
    ]);
  });

  it("rejects an unknown service code, naming the file and the list item", () => {
    expect(issuesOf(pair({ ...valid, services: ["ndt", "welding-magic"] }))).toContainEqual(
      expect.stringMatching(new RegExp(`^${en}: services\\.1: must be one of ndt, inspection, .*got "welding-magic"$`)),
    );
  });

  it("rejects a photo without alt text, naming the photo's field", () => {
    const photos = [{ photo: "samples/weld-bead.jpg", alt: " ", credit: "Sample image" }];
    expect(issuesOf(pair(valid, { ...valid, photos }))).toContain(`${fr}: photos.0.alt: must not be empty`);
    const noAlt = [{ photo: "samples/weld-bead.jpg", credit: "Sample image" }];
    expect(issuesOf(pair({ ...valid, photos: noAlt }))).toContain(`${en}: photos.0.alt: is missing`);
  });

  it("requires the sample flag, and the same flag in every language", () => {
    const { sample: _, ...unflagged } = valid;
    expect(issuesOf(pair(unflagged, valid))).toContain(`${en}: sample: is missing`);
    expect(issuesOf(pair(valid, { ...valid, sample: false }))).toContain(
      `${fr}: sample: false differs from true in ${en}`,
    );
  });

  it("names a client only with their consent", () => {
    expect(issuesOf(pair({ ...valid, client: "Douala Port Authority" }))).toContainEqual(
      expect.stringMatching(new RegExp(`^${en}: client: must describe the client`)),
    );
    expect(parseProjects(pair({ ...valid, client: "Sample Client SA", clientConsent: true })).en).toHaveLength(1);
  });

  it("publishes a testimonial only with its author's consent", () => {
    const testimonial = { quote: "Fast and thorough.", role: "Maintenance manager", consent: false };
    expect(issuesOf(pair({ ...valid, testimonial }))).toContainEqual(
      expect.stringMatching(new RegExp(`^${en}: testimonial\\.consent: must be true`)),
    );
  });

  it("rejects an unknown industry, a bad period, a reserved slug and a body", () => {
    expect(issuesOf(pair({ ...valid, industry: "mining" }))).toContainEqual(
      expect.stringMatching(new RegExp(`^${en}: industry: must be one of oil-gas, .*got "mining"$`)),
    );
    expect(issuesOf(pair({ ...valid, period: { start: "2025-05", end: "2025-03" } }))).toContain(
      `${en}: period.end: must not be before period.start`,
    );
    expect(issuesOf(pair({ ...valid, slug: "industry" }))).toContainEqual(
      expect.stringMatching(/industry\.md: slug: must not be industry or service/),
    );
    expect(issuesOf([file("en", valid, "\nSome text.\n"), file("fr")])).toContain(
      `${en}: body: must be empty: write the project in its need, work and result fields`,
    );
  });

  it("keeps the same photographs in every language", () => {
    const photos = [{ photo: "samples/pipe-rack.jpg", alt: "Une rack de tuyauterie", credit: "Image d'exemple" }];
    expect(issuesOf(pair(valid, { ...valid, photos }))).toEqual([
      `${fr}: photos: ["samples/pipe-rack.jpg"] differ from ["samples/weld-bead.jpg"] in ${en}`,
    ]);
  });

  it("reports an unknown field by its path", () => {
    const photos = [{ ...valid.photos[0], caption: "x" }];
    expect(issuesOf(pair({ ...valid, photos }))).toContain(`${en}: photos.0.caption: is not a known field`);
  });

  it("accepts the repository's own projects, one of each form of client naming", () => {
    const root = join(import.meta.dirname, "../../content/projects");
    const files = readdirSync(root).flatMap((locale) =>
      readdirSync(join(root, locale)).map((name) => ({
        fileName: `app/content/projects/${locale}/${name}`,
        source: readFileSync(join(root, locale, name), "utf8"),
      })),
    );
    const projects = parseProjects(files);
    expect(projects.en.length).toBeGreaterThan(1);
    expect(projects.fr.length).toBe(projects.en.length);
    expect(new Set(projects.en.map((p) => p.frontMatter.clientConsent))).toEqual(new Set([true, false]));
  });
});

/**
 * A new project as the editor saves it: only the fields it requires filled in, the optional ones as Decap
 * writes them when nobody touched them (an empty end of period, an unticked testimonial's consent).
 */
const fromEditor = (locale: "en" | "fr", testimonial = "testimonial:\n  consent: false\n") => ({
  fileName: `app/content/projects/${locale}/tank-inspection.md`,
  source: `---
slug: tank-inspection
sample: false
title: ${locale === "en" ? "Tank inspection" : "Inspection de bac"}
summary: A summary.
client: a fuel depot operator in Douala
clientConsent: false
industry: oil-gas
services:
  - inspection
standards:
  - API 653
location: Douala
period:
  start: 2026-01
  end: ''
figures:
  - value: '12'
    label: welds
need: The need.
work: The work.
result: The result.
photos:
  - photo: samples/weld-bead.jpg
    alt: A weld
    credit: Our team
${testimonial}---
`,
});

describe("projects as the editor writes them", () => {
  it("accepts a new project whose optional parts were left alone", () => {
    const projects = parseProjects([fromEditor("en"), fromEditor("fr")]);
    expect(projects.en[0]?.frontMatter.testimonial).toBeUndefined();
    expect(projects.fr[0]?.frontMatter.period).toEqual({ start: "2026-01" });
  });

  it("accepts a testimonial cleared to empty fields, or written as null", () => {
    const cleared = "testimonial:\n  quote: ''\n  role: ''\n  consent: false\n";
    expect(parseProjects([fromEditor("en", cleared), fromEditor("fr", "testimonial: null\n")]).en).toHaveLength(1);
  });

  it("refuses a testimonial given by halves, in the words of what to do", () => {
    const half = "testimonial:\n  quote: They never held a vessel.\n  consent: false\n";
    const issues = issuesOf([fromEditor("en", half), fromEditor("fr")]);
    const file = "app/content/projects/en/tank-inspection.md";
    expect(issues).toEqual([
      `${file}: testimonial.role: is missing: write who said them (their role), or clear the testimonial`,
      `${file}: testimonial.consent: must be true: publish a testimonial only once its author agreed`,
    ]);
  });

  it("gives a translation the shared fields the editor left out of it, and still names a real difference", () => {
    // As Decap writes the French file of a new project: the shared list of standards left out, the end of
    // the period as null.
    const french = fromEditor("fr");
    const lacking = {
      ...french,
      source: french.source.replace("standards:\n  - API 653\n", "").replace("end: ''", "end: null"),
    };
    const projects = parseProjects([fromEditor("en"), lacking]);
    expect(projects.fr[0]?.frontMatter.standards).toEqual(["API 653"]);
    expect(projects.fr[0]?.frontMatter.period).toEqual({ start: "2026-01" });
    const differing = { ...french, source: french.source.replace("  - API 653\n", "  - API 650\n") };
    expect(issuesOf([fromEditor("en"), differing])).toEqual([
      'app/content/projects/fr/tank-inspection.md: standards: ["API 650"] differs from ["API 653"] in app/content/projects/en/tank-inspection.md',
    ]);
  });

  it("still asks for a photograph: a project shows at least one", () => {
    const withoutPhotos = (locale: "en" | "fr") => {
      const { fileName, source } = fromEditor(locale);
      return { fileName, source: source.replace(/photos:\n(?: {2}.*\n)+/, "photos: []\n") };
    };
    expect(issuesOf([withoutPhotos("en"), fromEditor("fr")])).toEqual([
      "app/content/projects/en/tank-inspection.md: photos: must list at least one photo",
    ]);
  });
});
