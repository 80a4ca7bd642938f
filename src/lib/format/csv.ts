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

/**
 * The rows of a CSV text (RFC 4180, as spreadsheets write it): a leading byte-order mark dropped, fields split on commas,
 * quoted fields with doubled quotes and line breaks kept, CRLF or LF line ends, a last line without one; a cell the
 * export guarded against formulas (an apostrophe before `=`, `+`, `-`, `@`) read back without it.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let wasQuoted = false;
  const endField = () => {
    row.push(/^'[=+\-@\t\r]/.test(field) ? field.slice(1) : field);
    field = '';
    wasQuoted = false;
  };
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let i = 0; i < source.length; i++) {
    const char = source[i] as string;
    if (quoted) {
      if (char !== '"') field += char;
      else if (source[i + 1] === '"') field += source[++i];
      else quoted = false;
    } else if (char === '"') {
      quoted = true;
      wasQuoted = true;
    } else if (char === ',') endField();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      endField();
      rows.push(row);
      row = [];
    } else field += char;
  }
  if (field !== '' || row.length > 0 || wasQuoted) {
    endField();
    rows.push(row);
  }
  return rows;
}
