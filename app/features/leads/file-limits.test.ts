import { describe, expect, it } from "vitest";
import { attachmentLimits } from "~/content/attachments";
import { common as fr } from "~/content/locales/fr/common";
import { fileLimitWords, refusalText, sortChosenFiles } from "./file-limits";

/** The first look the form takes at chosen files: the server's limits, by name and size. */

const file = (name: string, size: number) => new File([new Uint8Array(size)], name);
const mb = 1024 * 1024;

describe("files chosen in the form", () => {
  it("keeps accepted types in order and takes off the rest, each with its reason", () => {
    const { kept, refused } = sortChosenFiles([
      file("plan.PDF", 1000),
      file("notes.txt", 10),
      file("scan.pdf", attachmentLimits.maxFileBytes + 1),
      file("a.jpg", 9 * mb),
      file("b.heic", 9 * mb),
      file("c.dwg", 9 * mb),
      file("d.dxf", 10),
      file("e.docx", 10),
      file("f.xlsx", 10),
    ]);
    expect(kept.map((f) => f.name)).toEqual(["plan.PDF", "a.jpg", "b.heic", "d.dxf", "e.docx"]);
    expect(refused).toEqual([
      { name: "notes.txt", problem: "type" },
      { name: "scan.pdf", problem: "size" },
      { name: "c.dwg", problem: "total" },
      { name: "f.xlsx", problem: "count" },
    ]);
  });

  it("says why in the page's language, with the limits as people write them", () => {
    expect(fileLimitWords("fr")).toEqual({
      count: "5",
      each: "10\u00a0Mo",
      total: "25\u00a0Mo",
      types: "PDF, JPEG, PNG, HEIC, HEIF, DOCX, XLSX, DWG ou DXF",
    });
    expect(refusalText({ name: "scan.pdf", problem: "size" }, fr, "fr")).toBe(
      "scan.pdf n'a pas été envoyé : il dépasse 10\u00a0Mo.",
    );
  });
});
