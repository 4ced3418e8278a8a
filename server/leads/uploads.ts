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

const bidiControls = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
const controlCharacters = /[\u0000-\u001F\u007F-\u009F]/g;

/**
 * A visitor's file name as the mail and the disk may show it: no folders (a name is what follows the last
 * slash of either kind), no control characters, and no direction marks that would show `report‮fdp.exe` as
 * `reportexe.pdf`. Unicode is kept (`Soudure à 45°.pdf`), in its composed form, up to 180 characters with the
 * extension kept. A name left empty becomes `file`.
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
  const chars = [...name];
  if (chars.length <= 180) return name;
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : "";
  return chars.slice(0, 180 - [...extension].length).join("") + extension;
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
): Promise<MultipartForm | { refusal: "too-large" | "bad-request" }> {
  if (!request.body) return { refusal: "bad-request" };
  // A body declared past the limit is refused before a byte of it is read.
  if (Number(request.headers.get("content-length") ?? "0") > multipartBodyBytes) return { refusal: "too-large" };
  await mkdir(spoolDir, { recursive: true });
  const fields: Record<string, string> = {};
  /** Each file with its place among the parts: type checks end in any order. */
  const taken: { at: number; file: SpooledFile }[] = [];
  const refusals: { at: number; refusal: FileRefusal }[] = [];
  const spooling: Promise<void>[] = [];
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
      refusals.push({ at, refusal: { name, problem: "count" } });
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
    try {
      await pipeline(stream, tap, createWriteStream(path, { flags: "wx" }));
    } catch (error) {
      await rm(path, { force: true });
      release();
      throw error;
    }
    // Judged one file at a time, in the visitor's order (spools finish in any order), so that which file
    // passes the total is always the same.
    await previous;
    try {
      const refuse = async (problem: FileRefusal["problem"]) => {
        await rm(path, { force: true });
        refusals.push({ at, refusal: { name, problem } });
      };
      if (truncated || size > attachmentLimits.maxFileBytes) return refuse("size");
      const type = await contentTypeOf(path);
      if (!type) return refuse("type");
      if (total + size > attachmentLimits.maxTotalBytes) return refuse("total");
      total += size;
      taken.push({ at, file: { name, type, size, sha256: hash.digest("hex"), path } });
    } finally {
      release();
    }
  };

  const parser = new Busboy({
    headers: { "content-type": request.headers.get("content-type") ?? "" },
    limits: {
      fileSize: attachmentLimits.maxFileBytes,
      // Counted here, so that each file past the limit is named in the answer.
      files: attachmentLimits.maxFiles + 20,
      fields: 100,
      fieldSize: 64 * 1024,
      parts: 200,
    },
  });
  parser.on("field", (name: string, value: string) => {
    if (!(name in fields)) fields[name] = value;
  });
  parser.on("file", (field: string, stream: Readable, filename: string | undefined) => {
    if (field !== attachmentField) {
      stream.resume();
      return;
    }
    spooling.push(spool(stream, filename ?? ""));
  });

  try {
    await pipeline(Readable.fromWeb(request.body as import("node:stream/web").ReadableStream), parser);
    await Promise.all(spooling);
  } catch (error) {
    await Promise.allSettled(spooling);
    await discard(taken.map((t) => t.file));
    // The server fails the body with 413 as it passes the limit on the socket (server/leads.mjs).
    return { refusal: (error as { status?: number }).status === 413 ? "too-large" : "bad-request" };
  }
  // In the visitor's order, whatever order their type checks ended in.
  const files = taken.sort((a, b) => a.at - b.at).map((t) => t.file);
  const refused = refusals.sort((a, b) => a.at - b.at).map((r) => r.refusal);
  return { fields, files, refused };
}

/** Removes spooled files that will not be stored. */
export async function discard(files: readonly SpooledFile[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file.path, { force: true })));
}
