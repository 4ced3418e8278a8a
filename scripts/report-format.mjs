// How the budget checks print what they measured: sizes in KB and plain-text tables. Shared by the build
// budget (scripts/budget.mjs) and the Lighthouse report (scripts/bench.mjs).

/** One KB of every budget and report here: 1,024 bytes (what Lighthouse and DevTools call KiB). */
export const KB = 1024;

/** Bytes as a number of KB with one decimal, for a table's column: 133120 → "130.0". @param {number} bytes */
export function toKB(bytes) {
  return (bytes / KB).toFixed(1);
}

/** Bytes as KB with one decimal: 133120 → "130.0 KB". @param {number} bytes */
export function formatKB(bytes) {
  return `${toKB(bytes)} KB`;
}

/**
 * A plain-text table: a header row, a rule, then the rows; columns padded to their widest cell,
 * text left-aligned, columns of numbers (or number strings such as "12.0") right-aligned.
 * @param {string[]} header
 * @param {(string | number)[][]} rows
 */
export function formatTable(header, rows) {
  const cells = [header, ...rows.map((row) => row.map((cell) => String(cell)))];
  /** @param {string | number | undefined} cell */
  const isNumber = (cell) => typeof cell === "number" || /^[-+]?\d+(\.\d+)?$/.test(String(cell ?? ""));
  const numeric = header.map((_, column) => rows.length > 0 && rows.every((row) => isNumber(row[column])));
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? "").length)));
  /** @param {string[]} row */
  const line = (row) =>
    row
      .map((cell, column) => (numeric[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0)))
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...cells.slice(1).map(line)].join("\n");
}
