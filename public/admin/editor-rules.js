// The rules the editor's extensions apply (public/admin/editor.js), kept free of Decap and the page so unit
// tests run them (app/features/cms/editor-rules.test.ts). Plain JavaScript: the editor's page loads it as it is,
// outside the site's build. Words come from /admin/editor-text.json, written from the editor's dictionaries.

/**
 * @typedef {{ name: string, label: string, widget: string, required?: boolean, group_required?: boolean,
 *   expiry?: boolean, i18n?: boolean | "duplicate", pattern?: [string, string], min?: number, max?: number,
 *   fields?: Field[], field?: Field }} Field
 * @typedef {Record<string, string>} Messages
 */

/** `{name}` placeholders filled from `values`. */
export function fill(/** @type {string} */ template, /** @type {Record<string, unknown>} */ values) {
  return template.replace(/\{(\w+)\}/g, (whole, key) => (key in values ? String(values[key]) : whole));
}

/**
 * The editor's language: `?lang=` when given (and remembered), else the staff member's last choice, else
 * English. An unknown or unreadable stored value falls back to English.
 * @param {string} search the page's query string
 * @param {Storage | undefined} storage
 * @param {readonly string[]} languages
 */
export function chooseLanguage(search, storage, languages) {
  const asked = new URLSearchParams(search).get("lang");
  if (asked && languages.includes(asked)) {
    try {
      storage?.setItem("editor-language", asked);
    } catch {
      // Storage refused (private mode, quota): the choice holds for this visit only.
    }
    return asked;
  }
  let stored = null;
  try {
    stored = storage?.getItem("editor-language") ?? null;
  } catch {
    stored = null;
  }
  return stored && languages.includes(stored) ? stored : (languages[0] ?? "en");
}

/** A calendar day as the file keeps it (2028-12-31), if `iso` is one that exists. */
export function isDay(/** @type {unknown} */ iso) {
  if (typeof iso !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return false;
  const [year, month, day] = iso.split("-").map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0));
  return date.getUTCFullYear() === year && date.getUTCMonth() + 1 === month && date.getUTCDate() === day;
}

/**
 * The day staff typed, as the file keeps it: `31/12/2028` (also with `.` or `-`, and one-digit day or
 * month) or an ISO date already. Null for anything that is not a real day.
 * @param {string} text
 */
export function parseDay(text) {
  const typed = text.trim();
  if (isDay(typed)) return typed;
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(typed);
  if (!match) return null;
  const iso = `${match[3]}-${match[2]?.padStart(2, "0")}-${match[1]?.padStart(2, "0")}`;
  return isDay(iso) ? iso : null;
}

/** 2028-12-31 as staff read it: 31/12/2028; anything else as it is. */
export function formatDay(/** @type {unknown} */ value) {
  if (!isDay(value)) return typeof value === "string" ? value : "";
  const [year, month, day] = /** @type {string} */ (value).split("-");
  return `${day}/${month}/${year}`;
}

/** Today in the editor's own time zone, as the file writes days. */
export function today(now = new Date()) {
  const pad = (/** @type {number} */ n) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whole days from `from` to `to`, both ISO days. */
export function daysBetween(/** @type {string} */ from, /** @type {string} */ to) {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** How soon before an expiry the editor starts to warn: time to ask the issuer for the renewal. */
export const expiryWarningDays = 60;

/**
 * What a day field's value calls for: an error the editor refuses to save with, or a warning it shows. An
 * expiry typed in the past is refused; one that was already saved and has since passed is history (the
 * pages no longer show that record), and only noted, so staff can still save the rest of the file.
 * @param {unknown} value
 * @param {{ expiry?: boolean, saved?: unknown, today: string, messages: Messages }} options `saved`: the
 *   value the field had when the entry was opened
 * @returns {{ error?: string, warning?: string }}
 */
export function dayProblem(value, { expiry, saved, today: day, messages }) {
  if (value === undefined || value === null || value === "") return {};
  if (!isDay(value)) return { error: messages.dateFormat };
  if (!expiry) return {};
  const left = daysBetween(day, /** @type {string} */ (value));
  const date = formatDay(value);
  if (left < 0 && value === saved) return { warning: fill(messages.lapsed ?? "", { date }) };
  if (left < 0) return { error: fill(messages.expired ?? "", { date }) };
  if (left === 0) return { warning: messages.expiresToday };
  if (left < expiryWarningDays) return { warning: fill(messages.expiresSoon ?? "", { days: left, date }) };
  return {};
}

/** The photo formats the site's pipeline makes pictures from, by what their first bytes say. */
const signatures = {
  jpeg: (/** @type {Uint8Array} */ b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  png: (/** @type {Uint8Array} */ b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v),
  webp: (/** @type {Uint8Array} */ b) => ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP",
  avif: (/** @type {Uint8Array} */ b) => ascii(b, 4, 8) === "ftyp" && /^avi[fs]$/.test(ascii(b, 8, 12)),
  tiff: (/** @type {Uint8Array} */ b) => ["II*\0", "MM\0*"].includes(ascii(b, 0, 4)),
};

/** @param {Uint8Array} bytes @param {number} from @param {number} to */
function ascii(bytes, from, to) {
  return String.fromCharCode(...bytes.subarray(from, to));
}

/** The format a file's name claims, by its extension; null for a name no photo format has. */
export function claimedType(/** @type {string} */ name) {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  const types = /** @type {Record<string, keyof typeof signatures>} */ ({
    jpg: "jpeg",
    jpeg: "jpeg",
    png: "png",
    webp: "webp",
    avif: "avif",
    tif: "tiff",
    tiff: "tiff",
  });
  return (extension && types[extension]) ?? null;
}

/** The first bytes of a file that `uploadProblem` reads. */
export const headerLength = 16;

/**
 * Why a file chosen in the media library must not be uploaded, or null: its content is not the photo
 * format its name claims (a text file named `.png`), or it is larger than the limit.
 * @param {{ name: string, size: number, header: Uint8Array }} file
 * @param {{ maxMegabytes: number, messages: Messages, language?: string }} options `language` writes the size
 *   as the message's readers write numbers ("12.9" in English, "12,9" in French)
 */
export function uploadProblem(file, { maxMegabytes, messages, language = "en" }) {
  const claimed = claimedType(file.name);
  const extension = /\.([^.]+)$/.exec(file.name)?.[1] ?? "";
  if (!claimed || !signatures[claimed](file.header))
    return fill(messages.notImage ?? "", { name: file.name, claimed: extension.toUpperCase() || "?" });
  if (file.size > maxMegabytes * 1024 * 1024)
    return fill(messages.tooLarge ?? "", {
      name: file.name,
      size: new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
        file.size / 1024 / 1024,
      ),
      limit: maxMegabytes,
    });
  return null;
}

/**
 * `data` with its keys in the order of `fields` (the schema's), at every level; keys the fields do not
 * name keep their place after them. So a save rewrites only the lines whose values changed.
 * @param {unknown} data
 * @param {readonly Field[] | undefined} fields
 * @returns {unknown}
 */
export function orderLike(data, fields) {
  if (Array.isArray(data)) return data.map((item) => orderLike(item, fields));
  if (data === null || typeof data !== "object" || !fields) return data;
  const record = /** @type {Record<string, unknown>} */ (data);
  /** @type {Record<string, unknown>} */
  const ordered = {};
  for (const field of fields)
    if (field.name in record) ordered[field.name] = orderLike(record[field.name], field.fields ?? field.field?.fields);
  for (const [key, value] of Object.entries(record)) if (!(key in ordered)) ordered[key] = value;
  return ordered;
}

/** Whether a value counts as not given: nothing, blank text, an empty list, or a group with nothing in it. */
export function isBlank(/** @type {unknown} */ value) {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return Object.values(value).every(isBlank);
  return false;
}

/**
 * Every rule of `fields` that `data` breaks, one sentence each, for one language column. Decap checks only
 * the first column, and only what it shows; this checks every column and every field, so the editor never
 * saves what the build refuses: required text (a filled-in optional group's parts too), patterns, ranges
 * and well-formed days.
 * @param {readonly Field[]} fields
 * @param {Record<string, unknown>} data
 * @param {{ column: string, translatedOnly: boolean, today: string, messages: Messages }} context
 *   `column` prefixes each sentence ("French: "); `translatedOnly` checks only the fields written in
 *   each language, for a translation's own file
 */
export function fieldProblems(fields, data, context) {
  /** @type {string[]} */
  const problems = [];
  const { messages, column } = context;
  /**
   * @param {readonly Field[]} list
   * @param {Record<string, unknown> | undefined} values
   * @param {string} prefix the labels of the groups above
   * @param {string | null} group the label of the optional group being filled in, if any
   */
  const walk = (list, values, prefix, group) => {
    for (const field of list) {
      if (context.translatedOnly && !writtenInEachLanguage(field)) continue;
      const value = values?.[field.name];
      const label = `${prefix}${field.label}`;
      const blank = field.widget === "boolean" ? value === undefined || value === null : isBlank(value);
      if (blank) {
        if (field.required !== false) problems.push(fill(messages.required ?? "", { column, field: label }));
        else if (group && field.group_required)
          problems.push(fill(messages.groupRequired ?? "", { column, field: label, group }));
        continue;
      }
      if (field.widget === "object") {
        // An optional group left empty is dropped by the build; one begun must be complete.
        const optionalGroup = field.required === false ? label : group;
        walk(field.fields ?? [], /** @type {Record<string, unknown>} */ (value), `${label} › `, optionalGroup);
        continue;
      }
      if (field.widget === "list" && Array.isArray(value)) {
        value.forEach((item, index) => {
          const itemLabel = `${label} ${index + 1} › `;
          if (field.fields) walk(field.fields, item, itemLabel, null);
          else if (field.field) walk([field.field], { [field.field.name]: item }, `${label} ${index + 1}`, null);
        });
        continue;
      }
      checkValue(field, value, label);
    }
  };
  /** @param {Field} field @param {unknown} value @param {string} label */
  const checkValue = (field, value, label) => {
    if (field.widget === "day") {
      // Whether an expiry has passed is the day widget's to judge: only it knows what was saved before.
      const { error } = dayProblem(value, { today: context.today, messages });
      if (error) problems.push(fill(messages.pattern ?? "", { column, field: label, message: error }));
      return;
    }
    if (field.pattern && typeof value === "string" && !new RegExp(field.pattern[0]).test(value))
      problems.push(fill(messages.pattern ?? "", { column, field: label, message: field.pattern[1] }));
    if (field.widget === "number" && typeof value === "number") {
      const { min, max } = field;
      const low = min !== undefined && value < min;
      const high = max !== undefined && value > max;
      if ((low || high) && min !== undefined && max !== undefined)
        problems.push(fill(messages.range ?? "", { column, field: label, min, max }));
      else if (low) problems.push(fill(messages.minimum ?? "", { column, field: label, min }));
      else if (high) problems.push(fill(messages.maximum ?? "", { column, field: label, max }));
    }
  };
  walk(fields, data, "", null);
  return problems;
}

/**
 * Whether a translation's own file holds `field`: a leaf marked `i18n: true`, or a group or list with such
 * a leaf. A list of shared values (a project's standards) is marked `i18n: true` for Decap's sake, but its
 * items are copied from the original: the translation's file may leave it out.
 * @param {Field} field
 * @returns {boolean}
 */
function writtenInEachLanguage(field) {
  const children = field.fields ?? (field.field ? [field.field] : null);
  return children ? children.some(writtenInEachLanguage) : field.i18n === true;
}

/**
 * The warning when the WhatsApp number is none of the phone numbers: after a change of number, the
 * WhatsApp copy is the one staff forget. Null when it matches one, or when the facts have no such fields.
 * @param {Record<string, unknown>} data
 * @param {Messages} messages
 */
export function whatsappWarning(data, messages) {
  const whatsapp = typeof data.whatsapp === "string" ? data.whatsapp : "";
  const phones = Array.isArray(data.phones) ? data.phones : [];
  if (!whatsapp || phones.length === 0) return null;
  const digits = (/** @type {unknown} */ value) => (typeof value === "string" ? value.replace(/\D/g, "") : "");
  const numbers = phones.map((phone) => digits(phone?.tel)).filter(Boolean);
  if (numbers.includes(digits(whatsapp))) return null;
  return fill(messages.whatsapp ?? "", { whatsapp, phones: phones.map((phone) => phone?.display).join(", ") });
}
