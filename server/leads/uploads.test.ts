import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { attachmentField, attachmentLimits } from "~/content/attachments";
import { docx, dwg, dxf, heic, jpeg, pdf, png, program } from "~/test/sample-files";
import { readMultipart } from "./uploads.ts";

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
      { name: "invoice.pdf", problem: "type", position: 0 },
      { name: "notes.dxf", problem: "type", position: 1 },
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
      { name: "big.pdf", problem: "size", position: 0 },
      { name: "c.pdf", problem: "total", position: 3 },
      { name: "e.jpg", problem: "count", position: 5 },
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

describe("a body that fails", () => {
  it("mid-file (the visitor left, or the limit cut it): answered at once, and nothing is left in the spool", async () => {
    const dir = spool();
    const whole = new Uint8Array(await formRequest([["a.pdf", pdf(300_000)]]).arrayBuffer());
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (!sent) {
          sent = true;
          controller.enqueue(whole.slice(0, 150_000));
        } else controller.error(Object.assign(new Error("over the limit"), { status: 413 }));
      },
    });
    const cut = new Request("http://localhost/", {
      method: "POST",
      headers: { "Content-Type": formRequest([]).headers.get("content-type") ?? "" },
      body,
      duplex: "half",
    } as RequestInit);
    const answer = await Promise.race([
      readMultipart(cut, dir),
      new Promise((resolve) => setTimeout(() => resolve("still waiting after 5 s"), 5_000)),
    ]);
    expect(answer).toEqual({ refusal: "too-large" });
    expect(readdirSync(dir)).toEqual([]);
  });

  it("with no boundary is a bad request, not an error", async () => {
    const request = new Request("http://localhost/", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data" },
      body: "x",
    });
    expect(await readMultipart(request, spool())).toEqual({ refusal: "bad-request" });
  });

  it("with answers past a form's limit is too large, whatever its files", async () => {
    const request = formRequest([["a.pdf", pdf()]], { form: "quote", details: "x".repeat(70 * 1024) });
    expect(await readMultipart(request, spool(), { maxFieldBytes: 64 * 1024 })).toEqual({ refusal: "too-large" });
  });
});
