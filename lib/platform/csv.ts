import { stringify } from "csv-stringify/sync";

/** A column of an export: its header and how to read its cell from a row. */
export type CsvColumn<T> = readonly [header: string, cell: (row: T) => CsvCell];
export type CsvCell = string | number | boolean | null | undefined;

/**
 * Where a spreadsheet may start a new cell: the start of the text, and after any separator some
 * reader may split on (comma, semicolon in `;` locales, tab) or a line break (a reader that did not
 * take our quotes as quotes ends the record there). A cell that then opens, maybe after spaces or a
 * quote, with = + - @ (or a tab or carriage return) would run as a formula, so an apostrophe goes
 * before it: every spreadsheet shows the text as typed. The full-width = + - @ count too, since
 * spreadsheets in East Asian locales take them for the narrow ones.
 */
const FORMULA_START = /(^|[,;\t\r\n])([ "]*)(?=[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/g;

/** Text as it may go into a cell: each place a reader could start a formula is defused. */
export function defuseFormulas(text: string): string {
  return text.replace(FORMULA_START, "$1$2'");
}

/**
 * The one CSV writer of every export: RFC 4180 (quotes only where needed, CRLF line ends) with a
 * header row and a byte order mark, so that Excel reads UTF-8 names right. Text cells are defused
 * (`defuseFormulas`); numbers and booleans are written as they are.
 *
 *   toCsv([["Name", (r) => r.name], ["Amount (USD)", (r) => r.amount.toFixed(2)]], rows)
 */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const records = [columns.map(([header]) => header), ...rows.map((row) => columns.map(([, cell]) => cell(row)))];
  return stringify(records, {
    bom: true,
    record_delimiter: "windows",
    cast: { string: defuseFormulas, boolean: (b) => (b ? "yes" : "no") },
  });
}
