/**
 * Rate sheets in the console (docs/design/catalogue.md §4): a hotel's nights for a year from the grid's first day as
 * CSV or XLSX (`/admin/rates.csv`, `/admin/rates.xlsx`; the export rule), one row per room type and night with money
 * in currency units; and such a file read back (CSV, or an XLSX's first sheet, exceljs) and posted to
 * `hotel.Rate/import`, which writes it all or nothing.
 */
import ExcelJS from 'exceljs';
import type { AdminRateSheetRefusal, AdminRateSheetRow } from '~/contract/admin/rate';
import { CODE_SUCCESS } from '~/lib/api/types';
import { parseCsv, toCsv } from '~/lib/format/csv';
import { plainText } from '~/lib/http/plainText';
import { SHEET_COLUMNS, type SheetCell, sheetInputRows } from '~/lib/inventory/sheetCells';
import { adminCall, type ConsoleCaller } from './adminApi.server';

/** The largest file an import reads (a year of 27 room types is well under it). */
const MAX_SHEET_BYTES = 4 * 1024 * 1024;
const SHEET_DAYS = 366;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Translate = (ns: string, key: string, params?: Record<string, unknown>) => string;

/** The column headers in the operator's language. */
export const sheetHeaders = (c: (key: string) => string) => SHEET_COLUMNS.map((name) => c(`rates.sheet.${name}`));

const cellsOf = (row: AdminRateSheetRow) => [
  row.room_type_id,
  row.room_type,
  row.night,
  row.price / 100,
  row.allotment,
  row.sold,
  row.closed,
  row.min_stay,
  row.closed_arrival,
  row.closed_departure,
];

export async function rateWorkbook(header: string[], rows: readonly AdminRateSheetRow[], title: string) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(title, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = header.map((name, index) => ({
    header: name,
    width: [10, 24, 12, 12, 10, 8, 8, 10, 10, 10][index] ?? 10,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const cells = cellsOf(row);
    cells[2] = new Date(`${row.night}T00:00:00Z`) as unknown as string;
    sheet.addRow(cells);
  }
  sheet.getColumn(3).numFmt = 'yyyy-mm-dd';
  sheet.getColumn(4).numFmt = '#,##0.00';
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: header.length } };
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

/** `/admin/rates.csv` and `.xlsx`: `?hotel&from`, a year of nights. */
export async function exportRates(caller: ConsoleCaller, url: URL, kind: 'csv' | 'xlsx', t: Translate) {
  const c = (key: string) => t('console', key);
  const hotelId = Number(url.searchParams.get('hotel'));
  const from = url.searchParams.get('from') ?? '';
  const res = await adminCall(caller, 'hotel.rate/export', 'GET', {
    hotel_id: Number.isSafeInteger(hotelId) && hotelId > 0 ? hotelId : 0,
    days: SHEET_DAYS,
    ...(from ? { from } : {}),
  });
  if (res.code === 401) return plainText(t('api', 'You have no permission'), 403);
  if (res.code !== CODE_SUCCESS) return plainText(res.msg, 404);
  const { hotel, list } = res.data;
  const header = sheetHeaders(c);
  const headers = {
    'content-disposition': `attachment; filename="rates-${hotel.id}-${res.data.from.replaceAll('-', '')}.${kind}"`,
    'cache-control': 'private, no-store',
  };
  if (kind === 'csv') {
    return new Response(toCsv([header, ...list.map(cellsOf)]), {
      headers: { ...headers, 'content-type': 'text/csv; charset=utf-8' },
    });
  }
  const buffer = await rateWorkbook(header, list, c('rates.sheet.title'));
  return new Response(buffer, { headers: { ...headers, 'content-type': XLSX_TYPE } });
}

/** An XLSX cell's value as a plain cell (rich text and hyperlinks as their text, a formula as its result). */
function plainCell(value: ExcelJS.CellValue): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || value instanceof Date) return value as SheetCell;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return plainCell(value.result as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  return null;
}

async function xlsxRows(bytes: ArrayBuffer): Promise<SheetCell[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const sheet = workbook.worksheets[0];
  const rows: SheetCell[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row, number) => {
    rows[number - 1] = SHEET_COLUMNS.map((_, index) => plainCell(row.getCell(index + 1).value));
  });
  return Array.from(rows, (row) => row ?? []);
}

/** A posted file's rows, or the `console` key of why it cannot be read. */
export async function readSheet(file: FormDataEntryValue | null): Promise<SheetCell[][] | { error: string }> {
  if (!(file instanceof File) || file.size === 0) return { error: 'rates.sheet.noFile' };
  if (file.size > MAX_SHEET_BYTES) return { error: 'rates.sheet.tooLarge' };
  const bytes = await file.arrayBuffer();
  const head = new Uint8Array(bytes.slice(0, 2));
  // An XLSX file is a zip archive ("PK").
  if (head[0] === 0x50 && head[1] === 0x4b) {
    try {
      return await xlsxRows(bytes);
    } catch {
      return { error: 'rates.sheet.unreadable' };
    }
  }
  const text = new TextDecoder('utf-8', { fatal: true });
  try {
    return parseCsv(text.decode(bytes));
  } catch {
    return { error: 'rates.sheet.unreadable' };
  }
}

export type ImportAnswer =
  | { ok: true; message: string }
  | { ok: false; message: string; refused: AdminRateSheetRefusal[]; count: number };

/** Posts a sheet's rows to `hotel.Rate/import`. */
export async function importRates(caller: ConsoleCaller, hotelId: number, rows: SheetCell[][]): Promise<ImportAnswer> {
  const res = await adminCall(caller, 'hotel.rate/import', 'POST', {
    hotel_id: hotelId,
    rows: JSON.stringify(sheetInputRows(rows)),
  });
  if (res.code === CODE_SUCCESS) return { ok: true, message: res.msg };
  const data = (res.data ?? {}) as { refused?: AdminRateSheetRefusal[]; count?: number };
  const refused = Array.isArray(data.refused) ? data.refused : [];
  return { ok: false, message: res.msg, refused, count: data.count ?? refused.length };
}
