import type { ReactNode } from "react";
import { usePageCopy } from "~/i18n/page-copy";
import { cn } from "~/lib/cn";
import { fill } from "~/lib/i18n";
import { EmptyRecords } from "./empty-records";
import { SampleMark } from "./sample-mark";
import { tableCells } from "./table-cells";
import { TableRegion } from "./table-region";

/** One record's row: what each column shows for it. */
export interface RecordRow<K extends string> {
  /** Tells the record apart from the table's others (React's key). */
  key: string | number;
  cells: Record<K, ReactNode>;
  /** Sample content: its row header carries the Sample badge. */
  sample?: boolean;
}

/**
 * A table of proof records, one row each, the shell that the register and every table of the pack share:
 * a captioned table in its scrolling region, a header row of column headers, and rows whose first cell
 * is a row header, so that a screen reader names each cell after the record and the column. When there
 * is no record, the table gives way to a line that says so.
 */
export function RecordsTable<K extends string>({
  caption,
  empty,
  headers,
  columns,
  columnClassName,
  rows,
  sampleLabel,
  minWidth,
  className,
}: {
  caption: string;
  /** What shows instead of the table when there is no record. */
  empty: string;
  /** The column headers by key: the dictionary's `columns`, which names every column the table shows. */
  headers: Record<K, string>;
  /** The columns' order, the row header's first. The dictionary's key order is not relied on. */
  columns: readonly [NoInfer<K>, ...NoInfer<K>[]];
  /** Classes a column adds to its header and to each of its cells (numbers aligned right, say). */
  columnClassName?: Partial<Record<NoInfer<K>, string>>;
  rows: readonly RecordRow<NoInfer<K>>[];
  /** The Sample badge's words, for tables whose sample rows say so under their header. */
  sampleLabel?: string;
  minWidth?: string;
  className?: string;
}) {
  const copy = usePageCopy("proof");
  if (rows.length === 0) return <EmptyRecords text={empty} className={className} />;
  const [rowHeader, ...dataColumns] = columns;
  return (
    <TableRegion
      caption={caption}
      regionLabel={fill(copy.tableRegion, { caption })}
      minWidth={minWidth}
      className={className}
    >
      <thead>
        <tr>
          {columns.map((key) => (
            <th key={key} scope="col" className={cn(tableCells.columnHeader, columnClassName?.[key])}>
              {headers[key]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={cn(tableCells.rowHeader, columnClassName?.[rowHeader])}>
              {row.cells[rowHeader]}
              {sampleLabel ? <SampleMark sample={row.sample === true} label={sampleLabel} /> : null}
            </th>
            {dataColumns.map((key) => (
              <td key={key} className={cn(tableCells.cell, columnClassName?.[key])}>
                {row.cells[key]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}
