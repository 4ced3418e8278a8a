/**
 * What a request may carry besides its answers: the drawing, the specification, the photo of the crack. One
 * table, read by the forms (the file picker's `accept`, the sizes they show), the lead service (its checks)
 * and the nginx configuration (its body limit), so that none of them can disagree with another.
 */

const mebibyte = 1024 * 1024;

export const attachmentLimits = {
  /** Files per request. */
  maxFiles: 5,
  /** Bytes per file. */
  maxFileBytes: 10 * mebibyte,
  /** Bytes of all the files of one request. */
  maxTotalBytes: 25 * mebibyte,
} as const;

/** The forms that take files: a quote and an inquiry are built around documents; a consultation is a call. */
export const formsWithFiles = ["inquiry", "quote"] as const;

/** The name the forms give their file field. */
export const attachmentField = "attachments";

/**
 * The types taken, as their content shows them (never their names): PDF, the photographs of a phone (JPEG,
 * PNG, HEIC/HEIF), the office formats buyers send (DOCX, XLSX) and drawings (DWG, DXF). `label` is how the
 * messages name a type; `extensions` feed the file picker's `accept` hint.
 */
export const acceptedFileTypes = [
  { type: "application/pdf", label: "PDF", extensions: [".pdf"] },
  { type: "image/jpeg", label: "JPEG", extensions: [".jpg", ".jpeg"] },
  { type: "image/png", label: "PNG", extensions: [".png"] },
  { type: "image/heic", label: "HEIC", extensions: [".heic"] },
  { type: "image/heif", label: "HEIF", extensions: [".heif"] },
  {
    type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    label: "DOCX",
    extensions: [".docx"],
  },
  {
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    label: "XLSX",
    extensions: [".xlsx"],
  },
  { type: "image/vnd.dwg", label: "DWG", extensions: [".dwg"] },
  { type: "image/vnd.dxf", label: "DXF", extensions: [".dxf"] },
] as const;

export type AcceptedFileType = (typeof acceptedFileTypes)[number]["type"];

/** The types' labels as a message lists them: "PDF, JPEG, PNG, …". */
export const acceptedLabels = [...new Set(acceptedFileTypes.map((t) => t.label))].join(", ");

/** The file picker's `accept` hint: every extension and type (a phone then offers its camera and gallery). */
export const acceptAttribute = acceptedFileTypes.flatMap((t) => [...t.extensions, t.type]).join(",");

/**
 * The largest body a form with files may send: the files at their limit, with room for the answers and each
 * part's headers. The server cuts a body past it at the socket, and so does nginx.
 */
export const multipartBodyBytes = attachmentLimits.maxTotalBytes + 256 * 1024;

/** A size as people read it: "812 KB", "2.4 MB" ("812 Ko", "2,4 Mo" in French). */
export function shownFileSize(bytes: number, locale: "en" | "fr"): string {
  const [value, unit] =
    bytes >= mebibyte
      ? [bytes / mebibyte, locale === "fr" ? "Mo" : "MB"]
      : [bytes / 1024, locale === "fr" ? "Ko" : "KB"];
  const digits = value < 10 && bytes >= mebibyte ? 1 : 0;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(Math.max(value, bytes > 0 ? 1 : 0))}\u00a0${unit}`;
}

/** Why a file was refused: its type, its size, the request's total, or one file too many. */
export type FileProblem = "type" | "size" | "total" | "count";

/** A file the server refused, named as the visitor's device named it. */
export interface FileRefusal {
  name: string;
  problem: FileProblem;
  /** The file's place among the files sent, from 0 (the server's refusals): the form takes that one off. */
  position?: number;
}

/** A file the server took, as a request's answer and its mails name it. */
export interface ReceivedFileSummary {
  name: string;
  type: AcceptedFileType;
  size: number;
}
