import type { ReactNode } from "react";

export type Column<T> = {
  header: string;
  cell: (row: T, index: number) => ReactNode;
  /** Visually hidden header (e.g. an actions column) still read by screen readers. */
  srOnlyHeader?: boolean;
  className?: string;
  /**
   * Stays in view while the table scrolls sideways (md and up), at this left offset: the first
   * column is sticky by default; a table that leads with a narrow "#" makes its second one sticky too.
   */
  stickyLeft?: string;
};

const stickyCell = (left: string) => `md:sticky ${left} md:z-[1] md:shadow-[inset_-1px_0_0_#e7e5e4]`;

/**
 * The dashboard's table: a real <table> with a caption, column headers and an empty state that
 * offers the next action ("No tours yet" + "Create tour").
 *
 * From md up each row is one line (cells do not wrap; a wide table scrolls inside its own box,
 * never the page, with its first column kept in view). On phones each row is a card: every cell on
 * its own line, named by its column header, so no page is wider than the screen and long values
 * (e-mails) wrap only where they must.
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
  const sticky = columns.some((c) => c.stickyLeft) ? columns.map((c) => c.stickyLeft) : columns.map((_c, i) => (i === 0 ? "md:left-0" : undefined));
  if (rows.length === 0) {
    return <div className="rounded-xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center text-ink-soft">{empty}</div>;
  }
  return (
    // A wide table scrolls sideways: the region is focusable so keyboard users can scroll it too.
    // `relative` makes it the containing block of the visually hidden header texts, which would
    // otherwise sit outside the scrolling box and widen the whole page.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-card print:overflow-visible print:shadow-none max-md:overflow-visible max-md:rounded-none max-md:border-0 max-md:bg-transparent max-md:shadow-none"
    >
      <table className="min-w-full divide-y divide-stone-200 text-sm max-md:block max-md:divide-y-0">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-50 max-md:sr-only">
          <tr>
            {columns.map((c, i) => (
              <th
                key={c.header}
                scope="col"
                className={`whitespace-nowrap bg-stone-50 px-4 py-3 text-left font-semibold text-ink-soft ${sticky[i] ? stickyCell(sticky[i]) : ""} ${c.className ?? ""}`}
              >
                {c.srOnlyHeader ? <span className="sr-only">{c.header}</span> : c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100 max-md:block max-md:space-y-3 max-md:divide-y-0">
          {rows.map((row, i) => (
            <tr
              key={rowKey(row)}
              className="group max-md:block max-md:rounded-xl max-md:border max-md:border-stone-200 max-md:bg-white max-md:px-4 max-md:py-2 max-md:shadow-card"
            >
              {columns.map((c, ci) => (
                <td
                  key={c.header}
                  data-label={c.srOnlyHeader ? undefined : c.header}
                  className={`whitespace-nowrap bg-white px-4 py-3 align-top text-ink group-hover:bg-stone-50 print:whitespace-normal print:px-2 max-md:bg-transparent max-md:group-hover:bg-transparent ${sticky[ci] ? stickyCell(sticky[ci]) : ""} max-md:flex max-md:items-baseline max-md:justify-between max-md:gap-4 max-md:whitespace-normal max-md:px-0 max-md:py-1.5 max-md:text-right max-md:[overflow-wrap:anywhere] max-md:before:shrink-0 max-md:before:text-left max-md:before:font-medium max-md:before:text-ink-soft max-md:before:content-[attr(data-label)] ${c.className ?? ""}`}
                >
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
