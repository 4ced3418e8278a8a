import { type AcceptedFileType, acceptedFileTypes } from "../../app/content/attachments.ts";

/**
 * A visitor's file names, as the disk, the company's mail and the acknowledgement show them.
 */

/**
 * A name's stem and extension (`.pdf`): the tail from its last dot, when that dot is not the first character
 * and the tail is at most 10 characters; otherwise the whole name is stem.
 */
export function splitExtension(name: string): [stem: string, extension: string] {
  const dot = name.lastIndexOf(".");
  return dot > 0 && name.length - dot <= 10 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
}

const bidiControls = /[\u202A-\u202E\u2066-\u2069\u200B-\u200F\u061C\u2028\u2029\uFEFF]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
const controlCharacters = /[\u0000-\u001F\u007F-\u009F]/g;

/**
 * A visitor's file name as the mail and the disk may show it: no folders (a name is what follows the last
 * slash of either kind), no control characters, and no direction marks that would show `report‮fdp.exe` as
 * `reportexe.pdf`. Unicode is kept (`Soudure à 45°.pdf`), in its composed form, up to 180 characters with the
 * extension kept and at most 200 bytes in UTF-8. A name left empty becomes `file`.
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .normalize("NFC")
    .replace(controlCharacters, "")
    .replace(bidiControls, "")
    .trim()
    .replace(/^\.+/, "");
  const name = cleaned === "" ? "file" : cleaned;
  if (name.length <= 180 && Buffer.byteLength(name) <= maxNameBytes) return name;
  const [whole, extension] = splitExtension(name);
  // Cut by characters, to 180 and to what a disk takes (255 bytes, with room for a copy's " (2)").
  let stem = [...whole].slice(0, 180 - [...extension].length);
  while (stem.length > 0 && Buffer.byteLength(stem.join("") + extension) > maxNameBytes) stem = stem.slice(0, -1);
  return stem.join("") + extension;
}

/** The longest name kept, in UTF-8 bytes: under the 255 of most file systems, with room for ` (99)`. */
const maxNameBytes = 200;

/**
 * A name that opens as what the file is: a mail program or a desktop opens a file by its extension, so a
 * PDF named `statement.html` or a drawing named `plan.hta` gets the type's own (`statement.html.pdf`).
 */
export function withExtensionOf(name: string, type: AcceptedFileType): string {
  const accepted = acceptedFileTypes.find((t) => t.type === type);
  // HEIC and HEIF are one family: a phone names either `.heic`.
  const extensions: readonly string[] =
    type === "image/heic" || type === "image/heif" ? [".heic", ".heif"] : (accepted?.extensions ?? []);
  if (extensions.includes(splitExtension(name)[1].toLowerCase())) return name;
  return cleanFileName(`${name}${extensions[0] ?? ""}`);
}

/** A name cut to `max` characters with `…`, its extension kept: for a mail that names files, not holds them. */
export function shortFileName(name: string, max: number): string {
  if ([...name].length <= max) return name;
  const [stem, extension] = splitExtension(name);
  return `${[...stem].slice(0, max - 1 - [...extension].length).join("")}…${extension}`;
}
