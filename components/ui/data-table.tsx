import type { ReactNode } from "react";

export type Column<T> = {
  header: string;
  cell: (row: T, index: number) => ReactNode;
  /** Visually hidden header (e.g. an actions column) still read by screen readers. */
  srOnlyHeader?: boolean;
  className?: string;
};

/**
 * The dashboard's table: a real <table> with a caption, column headers and an empty state that
 * offers the next action ("No tours yet" + "Create tour").
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  empty: ReactNode;
}) {
  if (rows.length === 0) {
    return <div className="rounded-xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center text-ink-soft">{empty}</div>;
  }
  return (
    // A wide table scrolls sideways: the region is focusable so keyboard users can scroll it too.
    <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-card">
      <table className="min-w-full divide-y divide-stone-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-50">
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={`px-4 py-3 text-left font-semibold text-ink-soft ${c.className ?? ""}`}>
                {c.srOnlyHeader ? <span className="sr-only">{c.header}</span> : c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((row, i) => (
            <tr key={rowKey(row)} className="hover:bg-stone-50">
              {columns.map((c) => (
                <td key={c.header} className={`px-4 py-3 align-top text-ink ${c.className ?? ""}`}>
                  {c.cell(row, i)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
