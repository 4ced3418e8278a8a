/**
 * The classes of the proof tables' cells, shared so that every table of the register and the pack reads
 * the same: column headers on a tinted row, row headers in bold, cells aligned to the top of the row.
 */
export const tableCells = {
  columnHeader: "bg-steel-50 px-4 py-3 align-bottom font-semibold text-navy-900",
  rowHeader: "border-t border-steel-100 px-4 py-3 align-top font-semibold text-navy-900",
  cell: "border-t border-steel-100 px-4 py-3 align-top text-steel-700",
  /** Numbers read best in a fixed width and on one line (the table scrolls rather than break one). */
  number: "font-mono text-[0.8125rem] whitespace-nowrap text-navy-900",
} as const;
