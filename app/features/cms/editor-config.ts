import type { ZodType } from "zod";
import { companySchema } from "~/content/company-schema";
import { editorDictionaries } from "~/content/locales/editor";
import { blogCollection } from "~/features/blog/post-source";
import { staffRolesFile, staffRolesFileSchema } from "~/features/company-pages/staff-roles-source";
import { galleryFile, galleryFileSchema } from "~/features/gallery/gallery-source";
import { projectCollection } from "~/features/projects/project-source";
import { peopleFolder, qualificationFolder } from "~/features/proof/proof-source";
import { personSchema, type QualificationFileName, qualificationSchemas } from "~/features/proof/schemas";
import { defaultLocale, type Locale, locales } from "~/lib/i18n";
import { type DecapField, decapFields, type FieldOptions } from "./decap-fields";
import { fieldLocaliser, translator } from "./localise";
import { maxPhotoBytes } from "./upload-rules";

/**
 * The Decap CMS configuration of the editor at /admin (decision 0021): one collection per content type,
 * each with the fields its schema defines, writing the very files the build reads and validates.
 */

/** Where the editor signs in and commits: the repository on GitHub, or on a Gitea/Forgejo of the company's own. */
export type EditorBackend =
  | {
      name: "github";
      repo: string;
      branch: string;
      /** The site's origin, whose Node server runs the sign-in (`/api/cms/auth`). */
      base_url: string;
      auth_endpoint: string;
    }
  | { name: "gitea"; repo: string; branch: string; base_url: string; api_root: string; app_id: string };

/** Photos uploaded in the editor land in the photo pipeline's sources, which makes every size and format. */
export const uploadsFolder = "app/content/photos/uploads";

interface Collection {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  folder?: string;
  files?: { name: string; label: string; file: string; fields: DecapField[] }[];
  create?: boolean;
  extension?: string;
  format?: string;
  slug?: string;
  identifier_field?: string;
  summary?: string;
  i18n?: boolean;
  fields?: DecapField[];
}

/** The Markdown collections share their layout: `<folder>/<locale>/<slug>.md`, one file per language. */
function markdownCollection(
  definition: { folder: string; schema: ZodType; sharedFields: readonly string[] },
  collection: Omit<Collection, "folder" | "fields" | "i18n">,
  options: FieldOptions,
  extra: DecapField[] = [],
): Collection {
  return {
    folder: definition.folder,
    create: true,
    extension: "md",
    format: "frontmatter",
    // The file is named after the slug field, which must be the same in both languages.
    slug: "{{fields.slug}}",
    identifier_field: "title",
    i18n: true,
    ...collection,
    fields: [
      ...decapFields(definition.schema, {
        ...options,
        translated: true,
        sharedFields: [...definition.sharedFields, "slug"],
      }),
      ...extra,
    ],
  };
}

const qualificationLabels: Record<QualificationFileName, string> = {
  accreditations: "Accreditations and approvals",
  radiation: "Radiation source authorisation",
  hse: "HSE figures by year",
  equipment: "Equipment register",
  insurance: "Insurance",
};

/**
 * The options of an illustrated list's fields (the gallery's pictures, the staff roles), by path under `list`:
 * what every item has (its id, a drawing, a photograph from the pipeline in the drawing's place), then
 * `more` for the item's own words.
 */
function illustratedListOptions(
  list: string,
  example: { what: string; id: string; illustration: string },
  more: Required<Pick<FieldOptions, "labels" | "widgets">>,
): FieldOptions {
  return {
    widgets: { [`${list}.photo`]: "image", ...more.widgets },
    labels: {
      [`${list}.id`]: "Id",
      [`${list}.illustration`]: "Drawing",
      [`${list}.photo`]: "Photograph",
      [`${list}.photoCredit`]: "Photo credit",
      ...more.labels,
    },
    hints: {
      [`${list}.id`]: `Lower-case words joined by hyphens, used by no other ${example.what} (e.g. ${example.id}).`,
      [`${list}.illustration`]: `A drawing under /images/ (e.g. ${example.illustration}), shown when there is no photograph.`,
      [`${list}.photo`]:
        "A photograph (optional), shown instead of the drawing: the site makes every size and format of it.",
      [`${list}.photoCredit`]: "Who took the photograph (a name, or the company): required with a photograph.",
    },
  };
}

/** Every collection of the editor, in the order of its menu. */
export function editorCollections(): Collection[] {
  return [
    markdownCollection(
      blogCollection,
      { name: "posts", label: "Blog posts", label_singular: "Blog post", summary: "{{title}} ({{publishDate}})" },
      {
        widgets: { excerpt: "text", imageAlt: "text", "photo.src": "image", "photo.alt": "text" },
        labels: {
          id: "Number",
          imageAlt: "What the illustration shows",
          photo: "Lead photograph",
          "photo.src": "Photograph",
          "photo.alt": "What the photograph shows (alt text)",
          "photo.credit": "Photo credit",
        },
        hints: {
          id: "A number no other post has; the next free one after the highest.",
          author: "The slug of a person in the People collection (e.g. estelle-ngo-bilong).",
          date: "The date as readers see it, e.g. 12 March 2026 / 12 mars 2026.",
          image:
            "The illustration of the post's card and feed entry, under /images/ (e.g. /images/blog-advanced-ndt-techniques.svg).",
          photo: "A photograph that leads the article (optional): the site makes every size and format of it.",
        },
      },
      [{ name: "body", label: "Body", widget: "markdown", i18n: true }],
    ),
    markdownCollection(
      projectCollection,
      { name: "projects", label: "Projects (case studies)", label_singular: "Project", summary: "{{title}}" },
      {
        widgets: { summary: "text", need: "markdown", work: "markdown", result: "markdown", "photos.photo": "image" },
        labels: {
          need: "The need",
          work: "The work",
          result: "The result",
          "photos.photo": "Photograph",
          "photos.alt": "What the photograph shows (alt text)",
          "photos.credit": "Photo credit",
        },
        hints: {
          client:
            "Name the client only once they agreed (and tick Client consent); otherwise describe them in lower case: a container terminal operator in Douala.",
          sample: "Ticked for sample content: the site marks it and npm run check:launch refuses it.",
        },
      },
    ),
    {
      name: "people",
      label: "People and certificates",
      label_singular: "Person",
      folder: peopleFolder.replace(/\/$/, ""),
      create: true,
      extension: "yaml",
      format: "yml",
      slug: "{{fields.slug}}",
      identifier_field: "name",
      fields: decapFields(personSchema, {
        widgets: { "bio.en": "text", "bio.fr": "text", "photo.src": "image" },
        labels: { photo: "Portrait", "photo.src": "Photograph", "photo.alt": "What the portrait shows (alt text)" },
        hints: { "certificates.number": "The number exactly as printed on the certificate." },
      }),
    },
    {
      name: "company",
      label: "Company facts",
      // Saved in the schema's key order by the editor's extensions, so a one-field edit is a one-line diff.
      format: "ordered-json",
      extension: "json",
      description:
        "Name, phones, WhatsApp, e-mail, address, hours, social links and the hero video: every page shows them.",
      files: [
        {
          name: "facts",
          label: "Company facts",
          file: "app/content/company.json",
          fields: decapFields(companySchema, {
            hints: {
              phones: "Two numbers: display as printed (+237 690 000 001), tel in international form (+237690000001).",
              whatsapp: "International form without + or spaces, as wa.me expects (237690000001).",
              heroVideoId: "The 11-character id of a YouTube video, or empty for the still picture.",
            },
          }),
        },
      ],
    },
    {
      name: "qualification",
      label: "Qualification pack",
      files: (Object.keys(qualificationSchemas) as QualificationFileName[]).map((name) => ({
        name,
        label: qualificationLabels[name],
        file: `${qualificationFolder}${name}.yaml`,
        fields: decapFields(qualificationSchemas[name]),
      })),
    },
    // One file with an ordered list each (decision 0025): the order of the list is the order of the page.
    {
      name: "gallery",
      label: "Gallery",
      description: "The gallery's pictures, in the order the page shows them: drag an item to move it.",
      files: [
        {
          name: "items",
          label: "Gallery pictures",
          file: galleryFile,
          fields: decapFields(
            galleryFileSchema,
            illustratedListOptions(
              "items",
              {
                what: "picture",
                id: "pipeline-girth-weld",
                illustration: "/images/gallery-01-pipeline-girth-weld.svg",
              },
              {
                labels: { items: "Pictures", "items.alt": "What the picture shows (alt text)" },
                widgets: { "items.alt.en": "text", "items.alt.fr": "text" },
              },
            ),
          ),
        },
      ],
    },
    {
      name: "roles",
      label: "Staff outsourcing roles",
      description: "The roles of the staff outsourcing page, in the order the page shows them: drag a role to move it.",
      files: [
        {
          name: "roles",
          label: "Staff outsourcing roles",
          file: staffRolesFile,
          fields: decapFields(
            staffRolesFileSchema,
            illustratedListOptions(
              "roles",
              { what: "role", id: "welder", illustration: "/images/role-welder.svg" },
              {
                labels: { roles: "Roles", "roles.imageAlt": "What the picture shows (alt text)" },
                widgets: { "roles.description.en": "text", "roles.description.fr": "text" },
              },
            ),
          ),
        },
      ],
    },
  ];
}

/** The collections in `locale`: labels, hints, descriptions and choices in that language. */
export function localisedCollections(locale: Locale): Collection[] {
  const t = translator(locale);
  const localise = fieldLocaliser(locale);
  const fields = (list: DecapField[]) => list.map(localise);
  return editorCollections().map((collection) => ({
    ...collection,
    label: t(collection.label),
    ...(collection.label_singular ? { label_singular: t(collection.label_singular) } : {}),
    ...(collection.description ? { description: t(collection.description) } : {}),
    ...(collection.fields ? { fields: fields(collection.fields) } : {}),
    ...(collection.files
      ? { files: collection.files.map((file) => ({ ...file, label: t(file.label), fields: fields(file.fields) })) }
      : {}),
  }));
}

/**
 * The whole configuration in `locale`, as Decap CMS reads it from /admin/config.yml (English) or
 * /admin/config.fr.yml; `siteUrl` is where "View Live" and the entries' links lead. `workflow: false` for a
 * backend that keeps no drafts (`npm run cms`'s, which writes files and nothing else): Publish writes at once.
 */
export function editorConfig(
  backend: EditorBackend,
  siteUrl: string,
  locale: Locale = defaultLocale,
  { workflow = true }: { workflow?: boolean } = {},
) {
  return {
    backend,
    // On localhost the editor talks to `decap-server` (`npm run cms`), which writes the files of this checkout.
    local_backend: true,
    // Drafts, review and publish where the backend keeps them (GitHub, Gitea): nothing is live before Publish.
    ...(workflow ? { publish_mode: "editorial_workflow" as const } : {}),
    site_url: siteUrl,
    display_url: siteUrl,
    // Decap's own interface in the staff member's language.
    locale: editorDictionaries[locale].decapLocale,
    // Refused before upload with Decap's own notice; the extensions refuse it first, with ours.
    max_file_size: maxPhotoBytes,
    media_folder: uploadsFolder,
    // Written into a photo field as the path inside the pipeline's folder (`uploads/tank.jpg`).
    public_folder: uploadsFolder.replace("app/content/photos/", ""),
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    i18n: { structure: "multiple_folders", locales: [...locales], default_locale: defaultLocale },
    collections: localisedCollections(locale),
  };
}
