// CSV as spreadsheets read it. Used by the participant's Overall Scores export (built in the browser)
// and the admin results export (streamed by the server), so both escape text the same way.

export type CsvCell = string | number | null | undefined;

/** Characters with which a spreadsheet would start a formula (CSV injection, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field (RFC 4180): quoted when it holds the delimiter, a quote, a line break or edge
 * spaces, with inner quotes doubled. Text that a spreadsheet would run as a formula is prefixed
 * with an apostrophe, so a username like "=HYPERLINK(…)" stays text. Numbers are written as given.
 */
export function escapeCsvCell(cell: CsvCell, delimiter: string): string {
  if (cell === null || cell === undefined) return '';
  let text = typeof cell === 'number' ? String(cell) : cell;
  if (typeof cell === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  const mustQuote = text.includes(delimiter) || /["\r\n]/.test(text) || text !== text.trim();
  return mustQuote ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line, CRLF-terminated (RFC 4180). */
export function toCsvLine(row: readonly CsvCell[], delimiter = ','): string {
  return row.map((cell) => escapeCsvCell(cell, delimiter)).join(delimiter) + '\r\n';
}

/** Rows to CSV text, CRLF line ends (RFC 4180). */
export function toCsv(rows: readonly (readonly CsvCell[])[], delimiter = ','): string {
  return rows.map((row) => toCsvLine(row, delimiter)).join('');
}
