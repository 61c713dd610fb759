// A table as CSV text (RFC 4180): a header row, then one line per row, fields quoted when they hold a
// comma, a quote or a line break, lines ended by CRLF. A field that a spreadsheet would read as a
// formula (=, +, @, a tab) is prefixed with a quote mark so that opening the file runs nothing; a
// leading minus is kept, since amounts are negative that way.
const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+@\t\r]/;

function field(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

/** Saves the text as a file through the browser's download (a UTF-8 BOM so that spreadsheets read accents). */
export function downloadCsv(fileName: string, text: string): void {
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
