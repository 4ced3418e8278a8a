/**
 * A strict RFC 4180 reader for the tests of the leads export: rows end with CRLF, a quoted field may hold
 * anything with its quotes doubled, and anything else (a bare quote inside a field, text after a closing
 * quote, a lone CR or LF outside quotes, a missing final CRLF) is an error, so a writer that quotes too
 * little fails instead of being read leniently. The leading byte-order mark is returned apart.
 */
export function parseCsv(text: string, separator: "," | ";"): { bom: boolean; rows: string[][] } {
  const bom = text.startsWith("\uFEFF");
  const body = bom ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  const fail = (why: string) => {
    throw new Error(`CSV: ${why} at offset ${i}: ${JSON.stringify(body.slice(Math.max(0, i - 20), i + 20))}`);
  };
  while (i < body.length) {
    let field = "";
    if (body[i] === '"') {
      i += 1;
      for (;;) {
        if (i >= body.length) fail("unclosed quote");
        if (body[i] === '"') {
          if (body[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        field += body[i];
        i += 1;
      }
    } else {
      while (i < body.length && body[i] !== separator && body[i] !== "\r" && body[i] !== "\n") {
        if (body[i] === '"') fail("quote inside an unquoted field");
        field += body[i];
        i += 1;
      }
    }
    row.push(field);
    if (body[i] === separator) {
      i += 1;
      continue;
    }
    if (body.startsWith("\r\n", i)) {
      i += 2;
      rows.push(row);
      row = [];
      continue;
    }
    fail(i >= body.length ? "no CRLF after the last row" : "a field must end at a separator or CRLF");
  }
  if (row.length > 0) fail("no CRLF after the last row");
  return { bom, rows };
}

/** What a spreadsheet takes for the start of a formula: = + - @ or a full-width form, after spaces or quotes. */
export const formulaStart = /^[\s"]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * Every piece of `csv` that some reader could take for a cell: whatever lies between two separators of
 * either kind, tabs or line breaks, quoted or not, as a reader that guesses the wrong separator sees it.
 */
export function readerCells(csv: string): string[] {
  return csv.replace(/^\uFEFF/, "").split(/[,;\t\r\n]/);
}
