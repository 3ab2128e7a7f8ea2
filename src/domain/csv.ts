// CSV as spreadsheets read it. Used by the participant's Overall Scores export (built in the browser)
// and the admin results export (written by PostgreSQL's COPY, with the formula rule below in its SQL
// form), so both guard text the same way.

export type CsvCell = string | number | null | undefined;

/** Characters with which a spreadsheet would start a formula (CSV injection, OWASP). */
const FORMULA_STARTERS = ['=', '+', '-', '@', '\t', '\r'] as const;

function startsFormula(text: string): boolean {
  return (FORMULA_STARTERS as readonly string[]).includes(text.charAt(0));
}

/**
 * The same guard as SQL, for text a query writes into CSV: `expression` (a text value, evaluated
 * twice) with an apostrophe before a formula's first character. NULL stays NULL.
 */
export function formulaGuardSql(expression: string): string {
  const codes = FORMULA_STARTERS.map((c) => c.charCodeAt(0)).join(', ');
  return `(CASE WHEN ascii(${expression}) IN (${codes}) THEN '''' || ${expression} ELSE ${expression} END)`;
}

/**
 * One CSV field (RFC 4180): quoted when it holds the delimiter, a quote, a line break or edge
 * spaces, with inner quotes doubled. Text that a spreadsheet would run as a formula is prefixed
 * with an apostrophe, so a username like "=HYPERLINK(…)" stays text. Numbers are written as given.
 */
export function escapeCsvCell(cell: CsvCell, delimiter: string): string {
  if (cell === null || cell === undefined) return '';
  let text = typeof cell === 'number' ? String(cell) : cell;
  if (typeof cell === 'string' && startsFormula(text)) text = `'${text}`;
  const mustQuote = text.includes(delimiter) || /["\r\n]/.test(text) || text !== text.trim();
  return mustQuote ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line, CRLF-terminated (RFC 4180) unless told otherwise. */
export function toCsvLine(row: readonly CsvCell[], delimiter = ',', lineEnd = '\r\n'): string {
  return row.map((cell) => escapeCsvCell(cell, delimiter)).join(delimiter) + lineEnd;
}

/** Rows to CSV text, CRLF line ends (RFC 4180). */
export function toCsv(rows: readonly (readonly CsvCell[])[], delimiter = ','): string {
  return rows.map((row) => toCsvLine(row, delimiter)).join('');
}
