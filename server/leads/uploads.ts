import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, rm } from "node:fs/promises";
import { join } from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import Busboy from "@fastify/busboy";
import { fileTypeFromFile } from "file-type";
import {
  type AcceptedFileType,
  acceptedFileTypes,
  attachmentField,
  attachmentLimits,
  type FileRefusal,
  multipartBodyBytes,
} from "../../app/content/attachments.ts";
import { cleanFileName, withExtensionOf } from "./file-names.ts";

/**
 * A form with files, read as it arrives: each file is written to a spool file while its bytes are hashed and
 * counted, so a request never holds a file in memory, and only its first bytes and its zip entries (for
 * DOCX and XLSX) are ever read back, by the type check. Nothing else parses a file's contents.
 */

/** A file taken from a request, waiting in the spool folder for its lead to be stored. */
export interface SpooledFile {
  /** The name cleaned for the disk and the mail (see `cleanFileName`). */
  name: string;
  type: AcceptedFileType;
  size: number;
  /** Hex SHA-256 of the content: the file's name in the store. */
  sha256: string;
  /** Where it waits; removed once stored, or when the request is refused. */
  path: string;
}

export interface MultipartForm {
  /** The answers: the first value of each text field. */
  fields: Record<string, string>;
  files: SpooledFile[];
  refused: FileRefusal[];
}

/**
 * DXF, a drawing exchange format, is text (or a binary variant with a sentinel), which no magic-number table
 * knows: its first group is code 0 opening a SECTION, after optional 999 comment groups.
 */
function looksLikeDxf(head: Buffer): boolean {
  if (head.subarray(0, 22).toString("latin1") === "AutoCAD Binary DXF\r\n\u001a\u0000") return true;
  const lines = head.toString("latin1").split(/\r?\n/);
  let i = 0;
  while (lines[i]?.trim() === "999") i += 2;
  return lines[i]?.trim() === "0" && lines[i + 1]?.trim() === "SECTION";
}

/** The accepted type of a spooled file, judged by its content, or null. */
export async function contentTypeOf(path: string): Promise<AcceptedFileType | null> {
  const detected = await fileTypeFromFile(path);
  if (detected) {
    const known = acceptedFileTypes.find((t) => t.type === detected.mime);
    return known ? known.type : null;
  }
  const handle = await open(path, "r");
  try {
    const head = Buffer.alloc(256);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return looksLikeDxf(head.subarray(0, bytesRead)) ? "image/vnd.dxf" : null;
  } finally {
    await handle.close();
  }
}

/**
 * Reads a `multipart/form-data` request: its text fields, and its files into `spoolDir`. A file past a
 * limit, of a type not taken, or one too many is refused by name (its spool removed), and the rest is read
 * on, so the visitor hears of every problem at once. A body that is not a readable form (cut at the
 * socket's limit, or malformed) is a refusal; every spool file made for it is gone then.
 */
export async function readMultipart(
  request: Request,
  spoolDir: string,
  { maxFieldBytes = 64 * 1024 }: { maxFieldBytes?: number } = {},
): Promise<MultipartForm | { refusal: "too-large" | "bad-request" | "unavailable" }> {
  if (!request.body) return { refusal: "bad-request" };
  // A body declared past the limit is refused before a byte of it is read.
  if (Number(request.headers.get("content-length") ?? "0") > multipartBodyBytes) return { refusal: "too-large" };
  let parser: InstanceType<typeof Busboy>;
  try {
    parser = new Busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      limits: {
        fileSize: attachmentLimits.maxFileBytes,
        // Counted here, so that each file past the limit is named in the answer.
        files: attachmentLimits.maxFiles + 20,
        fields: 100,
        fieldSize: maxFieldBytes,
        parts: 200,
      },
    });
  } catch {
    // No boundary, or not multipart at all.
    return { refusal: "bad-request" };
  }
  // The visitors' documents: readable by this server's user alone.
  await mkdir(spoolDir, { recursive: true, mode: 0o700 });
  const fields: Record<string, string> = {};
  /** The answers' bytes: with files or without, a form's answers stay within a form's limit. */
  let fieldBytes = 0;
  let fieldsTooLarge = false;
  /** Each file with its place among the parts: type checks end in any order. */
  const taken: { at: number; file: SpooledFile }[] = [];
  const refused: FileRefusal[] = [];
  const spooling: Promise<void>[] = [];
  /** The file parts still arriving: ended with the body's error, which the parser does not pass on to them. */
  const arriving = new Set<Readable>();
  let total = 0;
  let seen = 0;
  let turn: Promise<void> = Promise.resolve();

  const spool = async (stream: Readable, rawName: string): Promise<void> => {
    // A file input left empty is sent as a part with no file name (and no bytes): not a file.
    if (rawName === "") {
      stream.resume();
      return;
    }
    const name = cleanFileName(rawName);
    seen += 1;
    const at = seen;
    if (seen > attachmentLimits.maxFiles) {
      stream.resume();
      refused.push({ name, problem: "count", position: at - 1 });
      return;
    }
    const previous = turn;
    let release = () => {};
    turn = new Promise((resolve) => {
      release = resolve;
    });
    const path = join(spoolDir, `${randomBytes(12).toString("hex")}.part`);
    const hash = createHash("sha256");
    let size = 0;
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.byteLength;
        hash.update(chunk);
        done(null, chunk);
      },
    });
    let truncated = false;
    stream.on("limit", () => {
      truncated = true;
    });
    arriving.add(stream);
    try {
      await pipeline(stream, tap, createWriteStream(path, { flags: "wx", mode: 0o600 }));
    } catch (error) {
      await rm(path, { force: true });
      release();
      throw error;
    } finally {
      arriving.delete(stream);
    }
    // Judged one file at a time, in the visitor's order (spools finish in any order), so that which file
    // passes the total is always the same.
    await previous;
    try {
      const refuse = async (problem: FileRefusal["problem"]) => {
        await rm(path, { force: true });
        refused.push({ name, problem, position: at - 1 });
      };
      if (truncated || size > attachmentLimits.maxFileBytes) return refuse("size");
      const type = await contentTypeOf(path);
      if (!type) return refuse("type");
      if (total + size > attachmentLimits.maxTotalBytes) return refuse("total");
      total += size;
      taken.push({ at, file: { name: withExtensionOf(name, type), type, size, sha256: hash.digest("hex"), path } });
    } finally {
      release();
    }
  };

  parser.on("field", (name: string, value: string) => {
    fieldBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
    if (fieldBytes > maxFieldBytes) fieldsTooLarge = true;
    if (!(name in fields)) fields[name] = value;
  });
  parser.on("file", (field: string, stream: Readable, filename: string | undefined) => {
    if (field !== attachmentField) {
      stream.resume();
      return;
    }
    const spooled = spool(stream, filename ?? "");
    // Awaited below; marked handled now, so a part that fails before then is not an unhandled rejection.
    spooled.catch(() => {});
    spooling.push(spooled);
  });

  const body = Readable.fromWeb(request.body as import("node:stream/web").ReadableStream);
  try {
    await pipeline(body, parser);
    await Promise.all(spooling);
  } catch (error) {
    // The body failed (the visitor left, or it passed the limit on the socket): the part being read would
    // wait for ever for the rest of its bytes.
    for (const stream of arriving) stream.destroy(error as Error);
    await Promise.allSettled(spooling);
    await discard(taken.map((t) => t.file));
    const { status, code } = error as { status?: number; code?: string };
    // The server fails the body with 413 as it passes the limit on the socket (server/leads.mjs); a full or
    // broken disk is the server's trouble, not the request's.
    if (status === 413) return { refusal: "too-large" };
    return { refusal: code === "ENOSPC" || code === "EIO" || code === "EACCES" ? "unavailable" : "bad-request" };
  }
  if (fieldsTooLarge) {
    await discard(taken.map((t) => t.file));
    return { refusal: "too-large" };
  }
  // In the visitor's order, whatever order their type checks ended in.
  const files = taken.sort((a, b) => a.at - b.at).map((t) => t.file);
  refused.sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  return { fields, files, refused };
}

/** Removes spooled files that will not be stored. */
export async function discard(files: readonly SpooledFile[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file.path, { force: true })));
}
