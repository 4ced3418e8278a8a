import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { localisedCollections } from "~/features/cms/editor-config";
import { readContentInputs } from "../check-content.mjs";
import {
  type ContentInputs,
  checkContent,
  collectionNames,
  contentPaths,
  type FieldLabel,
  qualificationFileNames,
} from "./content-check";

const repo = fileURLToPath(new URL("../..", import.meta.url));
let real: ContentInputs;

beforeAll(async () => {
  real = (await readContentInputs(repo, contentPaths)) as ContentInputs;
});

/** The repository's content with one file's text changed; fails if the text is not there. */
function edited(
  collection: "posts" | "projects" | "people" | "qualification",
  file: string,
  search: string | RegExp,
  replacement: string,
): ContentInputs {
  const files = real[collection].map((f) => {
    if (f.fileName !== file) return f;
    if (!f.source.match(search)) throw new Error(`${file} no longer holds ${search}`);
    return { ...f, source: f.source.replace(search, replacement) };
  });
  if (!files.some((f) => f.fileName === file)) throw new Error(`no file ${file}`);
  return { ...real, [collection]: files };
}

/** No labels: every field named by its path, whatever the editor's configuration gives. */
const noLabels: FieldLabel = () => undefined;

const tank = "app/content/projects/en/diesel-tank-api-653-inspection.md";
const tankFr = "app/content/projects/fr/diesel-tank-api-653-inspection.md";

describe("checkContent", () => {
  it("finds the repository's content ready to build", () => {
    expect(checkContent(real)).toBeNull();
  });

  it("tells a testimonial given by halves by the entry's title and the fields' labels, in both languages", () => {
    const inputs = edited(
      "projects",
      tank,
      /\n---\s*$/,
      '\ntestimonial:\n  role: "Depot manager"\n  consent: false\n---\n',
    );
    const report = checkContent(inputs);
    expect(report?.collection).toBe("projects");
    expect(report?.lines).toEqual([
      {
        en: 'Projects (case studies) › "API 653 out-of-service inspection of a diesel storage tank: floor, shell and lining" (English version) › Testimonial › Quote: is missing: write the client\'s words, or clear the testimonial',
        fr: "Projets (études de cas) › « Inspection hors exploitation API 653 d'un bac de gasoil : fond, robe et revêtement » (version anglaise) › Témoignage › Citation : est à remplir : écrivez les mots du client, ou videz le témoignage",
      },
      {
        en: expect.stringMatching(
          /› Testimonial › Consent: must be true: publish a testimonial only once its author agreed$/,
        ),
        fr: expect.stringMatching(/› Témoignage › Accord de l'auteur : doit être coché : ne publiez un témoignage/),
      },
    ]);
  });

  it("accepts a project's testimonial left as the editor writes it untouched", () => {
    const inputs = edited("projects", tankFr, /\n---\s*$/, "\ntestimonial:\n  consent: false\n---\n");
    expect(checkContent(inputs)).toBeNull();
  });

  it("names a list's item by its position, and falls back to a field's name without a label", () => {
    const inputs = edited("projects", tankFr, /(photos:\n {2}- photo: \S+\n {4}alt: ).*\n/, '$1""\n');
    expect(checkContent(inputs)?.lines.map((line) => line.fr)).toEqual([
      expect.stringMatching(
        /\(version française\) › Photographies n° 1 › Ce que montre la photographie \(texte alternatif\) : ne doit pas être vide$/,
      ),
    ]);
    expect(checkContent(inputs, noLabels)?.lines.map((line) => line.en)).toEqual([
      expect.stringMatching(/\(French version\) › photos #1 › alt: must not be empty$/),
    ]);
  });

  it("stops at the first collection with problems, in the editor's order", () => {
    const person = "app/content/people/estelle-ngo-bilong.yaml";
    const both = {
      ...edited("people", person, /^name: .*$/m, "name: 7"),
      projects: edited("projects", tank, "sample: true", "sample: maybe").projects,
    };
    const report = checkContent(both);
    expect(report?.collection).toBe("projects");
    expect(report?.lines).toHaveLength(1);
    expect(checkContent(edited("people", person, /^name: .*$/m, "name: 7"), noLabels)?.lines).toEqual([
      {
        en: 'People and certificates › "estelle-ngo-bilong.yaml" › name: must be text, got 7',
        fr: "Équipe et certificats › « estelle-ngo-bilong.yaml » › name : doit être du texte (valeur actuelle : 7)",
      },
    ]);
  });

  it("checks what the build checks across files: a post's author, a photo among the sources", () => {
    // The author is one of the fields the editor writes in both languages at once.
    const posts = real.posts.map((f) => ({
      ...f,
      source: f.source.replace(/^author: .*$/m, "author: nobody-on-the-team"),
    }));
    const report = checkContent({ ...real, posts }, noLabels);
    expect(report?.lines).toHaveLength(real.posts.length);
    expect(report?.lines[0]?.en).toMatch(
      /^Blog posts › ".+" \(English version\) › author: "nobody-on-the-team" is not a person of app\/content\/people\//,
    );
    const projects = real.projects.map((f) =>
      f.fileName.includes("/diesel-tank-api-653-inspection.md")
        ? { ...f, source: f.source.replace(/photo: samples\/\S+/, "photo: uploads/nowhere.jpg") }
        : f,
    );
    expect(checkContent({ ...real, projects }, noLabels)?.lines.map((line) => line.en)).toEqual([
      expect.stringMatching(
        /\(English version\) › photos #1 › photo: no photo "uploads\/nowhere.jpg" in app\/content\/photos\//,
      ),
      expect.stringMatching(/\(French version\) › photos #1 › photo: no photo "uploads\/nowhere.jpg"/),
    ]);
  });

  it("names a gallery picture by its title and a qualification file by its name in the editor", () => {
    const gallery = {
      ...real.gallery,
      source: real.gallery.source.replace(
        "illustration: /images/gallery-02-phased-array-ut.svg",
        "illustration: /images/gallery-02-phased-array-ut.svg\n    photo: uploads/paut.jpg",
      ),
    };
    const found = checkContent({ ...real, gallery, photoSources: [...real.photoSources, "uploads/paut.jpg"] });
    expect(found?.lines).toEqual([
      {
        en: 'Gallery › "Phased Array Ultrasonic Testing" › Photo credit: a photograph needs its credit (who took it)',
        fr: "Galerie › « Contrôle par ultrasons multiéléments » › Crédit photo : une photographie doit avoir son crédit (qui l'a prise)",
      },
    ]);
    const hse = "app/content/qualification/hse.yaml";
    expect(
      checkContent(edited("qualification", hse, /reviewed: .*/, "reviewed: soon"), noLabels)?.lines[0]?.fr,
    ).toMatch(/^Dossier de qualification › Chiffres HSE par année › reviewed : doit être une date écrite AAAA-MM-JJ/);
  });

  it("lists the photo sources the pipeline would refuse, after every collection", () => {
    const photoProblems = [
      {
        file: "app/content/photos/uploads/notes.png",
        field: "file",
        message: { en: "is not an image", fr: "n'est pas une image" },
      },
    ];
    expect(checkContent({ ...real, photoProblems })?.lines).toEqual([
      {
        en: "Photos (app/content/photos) › uploads/notes.png: is not an image",
        fr: "Photos (app/content/photos) › uploads/notes.png : n'est pas une image",
      },
    ]);
  });

  it("tells the company facts' problems in French too", () => {
    const company = { ...real.company, source: real.company.source.replace(/"email": "[^"]*"/, '"email": "info"') };
    expect(checkContent({ ...real, company }, noLabels)?.lines).toEqual([
      {
        en: 'Company facts › email: must be an email address such as info@example.com, got "info"',
        fr: 'Informations sur l\'entreprise › email : doit être une adresse e-mail comme info@example.com (valeur actuelle : "info")',
      },
    ]);
  });
});

describe("the names of collections and files", () => {
  it("are the editor's, in each language", () => {
    expect(collectionNames.projects).toEqual({
      en: "Projects (case studies)",
      fr: localisedCollections("fr")[1]?.label,
    });
    expect(collectionNames.projects.fr).not.toBe(collectionNames.projects.en);
    const files = localisedCollections("fr").find((c) => c.name === "qualification")?.files ?? [];
    expect(qualificationFileNames.equipment).toEqual({
      en: "Equipment register",
      fr: files.find((f) => f.name === "equipment")?.label,
    });
  });
});
