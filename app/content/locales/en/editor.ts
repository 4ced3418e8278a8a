/**
 * The staff editor's own words (/admin): what its extensions say (public/admin/editor.js), and the names of
 * lists' single items. Field labels and hints are written in English next to the fields they describe
 * (`app/features/cms/editor-config.ts`, the schemas' `.describe()`); a translation gives each of them in
 * its language through `terms`, keyed by the English text as gettext does, so a label cannot be forgotten:
 * a unit test walks the whole translated configuration.
 * `{name}` placeholders are filled by the editor's extensions.
 */
export const editor = {
  /** The language Decap's own interface (buttons, menus, notices) speaks. */
  decapLocale: "en",
  /** The link that reopens the editor in the other language. */
  otherLanguage: { label: "Éditeur en français", lang: "fr", query: "?lang=fr" },
  /** The languages' names as a message names a column: "French: Title is required". */
  languages: { en: "English", fr: "French" },
  messages: {
    close: "Close",
    datePlaceholder: "DD/MM/YYYY",
    dateFormat: "Write the date as day/month/year, for example 31/12/2028",
    expired: "This date has passed ({date}): enter the date on the renewed document, or remove this record",
    lapsed: "Expired on {date}: the site no longer shows this record; add the renewed one",
    expiresSoon: "Expires in {days} days ({date}): ask for the renewal now",
    expiresToday: "Expires today: ask for the renewal now",
    notSaved: "Not saved: correct these fields first.",
    required: "{column}{field} is required",
    groupRequired: "{column}{field} is required once {group} is filled in, or empty the whole of {group}",
    pattern: "{column}{field}: {message}",
    range: "{column}{field} must be between {min} and {max}",
    minimum: "{column}{field} must be {min} or more",
    maximum: "{column}{field} must be {max} or less",
    whatsapp:
      "The WhatsApp number ({whatsapp}) is none of the phone numbers ({phones}). If the number has changed, change the WhatsApp number too. Save anyway?",
    notImage:
      "“{name}” was not uploaded: it is not a photograph its name says it is ({claimed}). Choose a JPEG, PNG, WebP or AVIF picture.",
    tooLarge:
      "“{name}” was not uploaded: it weighs {size} MB, and photographs up to {limit} MB are accepted. Export it smaller (3,000 pixels wide is plenty) and try again.",
  },
  /** The name of one item of a list, by the list's label. */
  singular: {
    Tags: "Tag",
    "Key takeaways": "Key takeaway",
    Standards: "Standard",
    Figures: "Figure",
    Photos: "Photo",
    Languages: "Language",
    Certificates: "Certificate",
    "Phone numbers": "Phone number",
    Accreditations: "Accreditation",
    Authorisations: "Authorisation",
    Years: "Year",
    Equipment: "Item of equipment",
    Policies: "Policy",
    Pictures: "Picture",
    Roles: "Role",
    Badges: "Badge",
    "Schemes the team holds": "Scheme",
    "Cards, in order": "Card",
  } as Record<string, string>,
  /** Translations of the editor's labels, hints and descriptions, by their English text: none in English. */
  terms: {} as Record<string, string>,
};

/** The shape every translation of the editor's dictionary must have. */
export type EditorDictionary = {
  decapLocale: string;
  otherLanguage: { label: string; lang: string; query: string };
  languages: Record<keyof typeof editor.languages, string>;
  messages: Record<keyof typeof editor.messages, string>;
  singular: Record<string, string>;
  terms: Record<string, string>;
};
