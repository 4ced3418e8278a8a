import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
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
 * a captioned table, a header row of column headers, and rows whose first cell is a row header, so that a
 * screen reader names each cell after the record and the column. Each cell also carries its column's name
 * (`data-label`) and holds its content in one box: on a phone the rows become cards that show that name
 * beside the value. When there is no record, the table gives way to a line that says so.
 */
export function RecordsTable<K extends string>({
  caption,
  empty,
  headers,
  columns,
  columnClassName,
  rows,
  sampleLabel,
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
  className?: string;
}) {
  if (rows.length === 0) return <EmptyRecords text={empty} className={className} />;
  const [rowHeader, ...dataColumns] = columns;
  return (
    <TableRegion caption={caption} className={className}>
      {/* biome-ignore-start lint/a11y/noRedundantRoles: kept when the phone layout turns the table into blocks. */}
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((key) => (
            <th
              key={key}
              scope="col"
              role="columnheader"
              className={cn(tableCells.columnHeader, columnClassName?.[key])}
            >
              {headers[key]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row) => (
          <tr key={row.key} role="row">
            <th
              scope="row"
              role="rowheader"
              data-label={headers[rowHeader]}
              className={cn(tableCells.rowHeader, columnClassName?.[rowHeader])}
            >
              <div>
                {row.cells[rowHeader]}
                {sampleLabel ? <SampleMark sample={row.sample === true} label={sampleLabel} /> : null}
              </div>
            </th>
            {dataColumns.map((key) => (
              <td
                key={key}
                role="cell"
                data-label={headers[key]}
                className={cn(tableCells.cell, columnClassName?.[key])}
              >
                <div>{row.cells[key]}</div>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {/* biome-ignore-end lint/a11y/noRedundantRoles: kept when the phone layout turns the table into blocks. */}
    </TableRegion>
  );
}
