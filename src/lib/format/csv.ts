/**
 * CSV for exports (RFC 4180): every cell quoted when needed, CRLF line ends, a byte-order mark so spreadsheet
 * programs read UTF-8 Chinese correctly. Text cells that a spreadsheet would run as a formula (=, +, -, @, tab, CR)
 * are prefixed with an apostrophe; numbers are written as numbers.
 */
export type CsvCell = string | number;

const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: CsvCell): string {
  let text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
