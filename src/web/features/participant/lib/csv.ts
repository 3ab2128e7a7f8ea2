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
  const mustQuote =
    text.includes(delimiter) || /["\r\n]/.test(text) || text !== text.trim();
  return mustQuote ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows to CSV text, CRLF line ends (RFC 4180). */
export function toCsv(rows: readonly (readonly CsvCell[])[], delimiter = ','): string {
  return rows.map((row) => row.map((cell) => escapeCsvCell(cell, delimiter)).join(delimiter)).join('\r\n') + '\r\n';
}

/**
 * Saves CSV text as a file. The UTF-8 byte-order mark makes Excel read accents (São Paulo)
 * correctly instead of guessing a legacy code page.
 */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
