import { crc32 } from "node:zlib";

/**
 * Small files of each kind a buyer sends, made here byte by byte, so tests need nothing downloaded: what the
 * type check must take (a PDF, a JPEG, a PNG, a HEIC photo, a DOCX, a DWG and a DXF drawing) and what it must
 * refuse (programs, whatever they are named).
 */

const latin1 = (text: string) => Buffer.from(text, "latin1");

/** `size` bytes that no type check recognises, to pad a sample to a size. */
export function filler(size: number, seed = 7): Buffer {
  const bytes = Buffer.alloc(size);
  let state = seed;
  for (let i = 0; i < size; i += 1) {
    state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
    bytes[i] = state & 0xff;
  }
  return bytes;
}

/** A one-page PDF, `padding` bytes of stream content long. */
export function pdf(padding = 0): Buffer {
  return Buffer.concat([
    latin1("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n2 0 obj<</Length "),
    latin1(`${padding}>>stream\n`),
    filler(padding, 3),
    latin1("\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n"),
  ]);
}

/** A JPEG's markers around `padding` bytes. */
export function jpeg(padding = 64): Buffer {
  return Buffer.concat([
    Buffer.from("ffd8ffe000104a46494600010100000100010000", "hex"),
    filler(padding, 5),
    Buffer.from("ffd9", "hex"),
  ]);
}

/** A real 1×1 PNG. */
export const png = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a5e40000000049454e44ae426082",
  "hex",
);

/** The start of a phone's HEIC photo: its `ftyp` box. */
export const heic = Buffer.concat([
  Buffer.from("00000018", "hex"),
  latin1("ftypheic"),
  Buffer.alloc(4),
  latin1("mif1heic"),
  filler(96),
]);

/** An AutoCAD 2018 drawing's header. */
export const dwg = Buffer.concat([latin1("AC1032"), filler(250)]);

/** A DXF drawing, which is text. */
export const dxf = latin1("999\nWeld map, tank T-101\n  0\nSECTION\n  2\nHEADER\n  0\nENDSEC\n  0\nEOF\n");

/** A Windows program: what a `.pdf` that is not one may hold. */
export const program = Buffer.concat([latin1("MZ"), filler(510)]);

/** A zip of stored (uncompressed) entries: enough for an Office file's type to be read from its entries. */
function storedZip(entries: [string, string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text, "utf8");
    const nameBytes = Buffer.from(name, "utf8");
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A Word document, as far as its type goes: the content types and the document part. */
export const docx = storedZip([
  [
    "[Content_Types].xml",
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  ],
  ["word/document.xml", '<?xml version="1.0"?><w:document/>'],
]);
