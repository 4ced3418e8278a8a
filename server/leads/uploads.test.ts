import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { attachmentField, attachmentLimits } from "~/content/attachments";
import { docx, dwg, dxf, filler, heic, jpeg, pdf, png, program } from "~/test/sample-files";
import { cleanFileName, readMultipart } from "./uploads.ts";

/**
 * A form with files as the lead service reads it: each file's type judged by its content, each limit
 * refusing the file by name, and nothing left in the spool of what was refused.
 */

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function spool(): string {
  const dir = mkdtempSync(join(tmpdir(), "leads-spool-test-"));
  folders.push(dir);
  return dir;
}

/** A multipart request as a browser sends the quote form: its answers and its files, in order. */
function formRequest(files: [name: string, content: Buffer][], fields: Record<string, string> = { form: "quote" }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, content] of files) form.append(attachmentField, new File([new Uint8Array(content)], name));
  return new Request("http://localhost/api/leads", { method: "POST", body: form });
}

describe("files read from a form", () => {
  it("takes every accepted type by its content, in the visitor's order, hashed and sized", async () => {
    const dir = spool();
    const samples: [string, Buffer, string][] = [
      ["Weld map.pdf", pdf(2000), "application/pdf"],
      ["crack.jpg", jpeg(), "image/jpeg"],
      ["gauge.png", png, "image/png"],
      ["IMG_0042.HEIC", heic, "image/heic"],
      ["ITP.docx", docx, "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ];
    const read = await readMultipart(formRequest(samples.map(([name, content]) => [name, content])), dir);
    if ("refusal" in read) throw new Error(read.refusal);
    expect(read.refused).toEqual([]);
    expect(read.fields).toEqual({ form: "quote" });
    expect(read.files.map((f) => [f.name, f.type, f.size])).toEqual(samples.map(([n, c, t]) => [n, t, c.length]));
    for (const [i, file] of read.files.entries()) expect(readFileSync(file.path)).toEqual(samples[i]?.[1]);
    expect(read.files[0]?.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("takes drawings: DWG by its header, DXF by its first group", async () => {
    const read = await readMultipart(
      formRequest([
        ["tank.dwg", dwg],
        ["tank.dxf", dxf],
      ]),
      spool(),
    );
    if ("refusal" in read) throw new Error(read.refusal);
    expect(read.files.map((f) => f.type)).toEqual(["image/vnd.dwg", "image/vnd.dxf"]);
  });

  it("refuses a program named .pdf, and text named .dxf that is not a drawing, and keeps nothing of them", async () => {
    const dir = spool();
    const read = await readMultipart(
      formRequest([
        ["invoice.pdf", program],
        ["notes.dxf", Buffer.from("hello")],
        ["ok.pdf", pdf()],
      ]),
      dir,
    );
    if ("refusal" in read) throw new Error(read.refusal);
    expect(read.refused).toEqual([
      { name: "invoice.pdf", problem: "type" },
      { name: "notes.dxf", problem: "type" },
    ]);
    expect(read.files.map((f) => f.name)).toEqual(["ok.pdf"]);
    expect(readdirSync(dir)).toHaveLength(1);
  });

  it("refuses a file over 10 MB, the files past 25 MB in all, and a sixth file, each by name", async () => {
    const dir = spool();
    const nine = attachmentLimits.maxFileBytes - 1024 * 1024;
    const read = await readMultipart(
      formRequest([
        ["big.pdf", pdf(attachmentLimits.maxFileBytes)],
        ["a.pdf", pdf(nine)],
        ["b.pdf", pdf(nine)],
        ["c.pdf", pdf(nine)],
        ["d.jpg", jpeg()],
        ["e.jpg", jpeg()],
      ]),
      dir,
    );
    if ("refusal" in read) throw new Error(read.refusal);
    expect(read.refused).toEqual([
      { name: "big.pdf", problem: "size" },
      { name: "c.pdf", problem: "total" },
      { name: "e.jpg", problem: "count" },
    ]);
    expect(read.files.map((f) => f.name)).toEqual(["a.pdf", "b.pdf", "d.jpg"]);
    expect(readdirSync(dir)).toHaveLength(3);
  });

  it("ignores a file input left empty", async () => {
    const form = new FormData();
    form.append("form", "quote");
    form.append(attachmentField, new File([], ""));
    const read = await readMultipart(new Request("http://localhost/", { method: "POST", body: form }), spool());
    if ("refusal" in read) throw new Error(read.refusal);
    expect(read.files).toEqual([]);
    expect(read.refused).toEqual([]);
  });

  it("refuses a body cut short, and leaves no spool file behind", async () => {
    const dir = spool();
    const whole = await formRequest([["a.pdf", pdf(100_000)]]).arrayBuffer();
    const cut = new Request("http://localhost/", {
      method: "POST",
      headers: { "Content-Type": formRequest([]).headers.get("content-type") ?? "" },
      body: new Uint8Array(whole).slice(0, 50_000),
    });
    const read = await readMultipart(cut, dir);
    expect(read).toEqual({ refusal: "bad-request" });
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe("file names", () => {
  it("keep Unicode and lose folders, control characters and direction marks", () => {
    expect(cleanFileName("Soudure à 45° – réservoir T-101.pdf")).toBe("Soudure à 45° – réservoir T-101.pdf");
    expect(cleanFileName("C:\\Users\\eng\\weld map.dwg")).toBe("weld map.dwg");
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName("report\u202Efdp.exe")).toBe("reportfdp.exe");
    expect(cleanFileName("a\u0000b\u001b[2Jc\u0085.pdf")).toBe("ab[2Jc.pdf");
    expect(cleanFileName("...hidden")).toBe("hidden");
    expect(cleanFileName("  \u0007 ")).toBe("file");
    expect(cleanFileName("e\u0301cole.pdf")).toBe("école.pdf");
  });

  it("are cut to 180 characters with their extension kept", () => {
    const long = `${"x".repeat(300)}.pdf`;
    const cleaned = cleanFileName(long);
    expect([...cleaned]).toHaveLength(180);
    expect(cleaned.endsWith(".pdf")).toBe(true);
    expect(existsSync(cleaned)).toBe(false);
  });
});
