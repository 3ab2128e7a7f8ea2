// The escaping rule is shared with the server's exports (src/domain/csv.ts).
export { escapeCsvCell, toCsv, type CsvCell } from '../../../../domain/csv';

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
