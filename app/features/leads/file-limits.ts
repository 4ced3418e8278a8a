import {
  acceptedFileTypes,
  attachmentField,
  attachmentLimits,
  type FileRefusal,
  shownFileSize,
} from "~/content/attachments";
import type { CommonDictionary } from "~/content/locales";
import { fill, type Locale } from "~/lib/i18n";

/** The limits as a page says them: "5", "10 MB", "25 MB", "PDF, JPEG, … or DXF" (and in French). */
export function fileLimitWords(locale: Locale) {
  const labels = [...new Set(acceptedFileTypes.map((type) => type.label))];
  return {
    count: String(attachmentLimits.maxFiles),
    each: shownFileSize(attachmentLimits.maxFileBytes, locale),
    total: shownFileSize(attachmentLimits.maxTotalBytes, locale),
    types: new Intl.ListFormat(locale, { type: "disjunction" }).format(labels),
  };
}

/** Why a file was not sent, in the page's words, naming it. */
export function refusalText(refusal: FileRefusal, t: CommonDictionary, locale: Locale): string {
  return fill(t.leads.files.refused[refusal.problem], { ...fileLimitWords(locale), name: refusal.name });
}

/** The files a form's data carries: a file input left empty sends a nameless, empty entry, which is none. */
export function filesIn(data: FormData): File[] {
  return data.getAll(attachmentField).filter((value): value is File => value instanceof File && value.name !== "");
}

const extensions = new Set<string>(acceptedFileTypes.flatMap((type) => type.extensions));

/**
 * A first look at the files a visitor chose, before anything is sent: the same limits the server applies,
 * and the type by the name's extension (the server judges the content). What passes is kept, in order.
 */
export function sortChosenFiles(files: readonly File[]): { kept: File[]; refused: FileRefusal[] } {
  const kept: File[] = [];
  const refused: FileRefusal[] = [];
  let total = 0;
  for (const file of files) {
    const dot = file.name.lastIndexOf(".");
    const extension = dot >= 0 ? file.name.slice(dot).toLowerCase() : "";
    const problem: FileRefusal["problem"] | null = !extensions.has(extension)
      ? "type"
      : file.size > attachmentLimits.maxFileBytes
        ? "size"
        : kept.length >= attachmentLimits.maxFiles
          ? "count"
          : total + file.size > attachmentLimits.maxTotalBytes
            ? "total"
            : null;
    if (problem) refused.push({ name: file.name, problem });
    else {
      kept.push(file);
      total += file.size;
    }
  }
  return { kept, refused };
}
