/**
 * A rate sheet's cells as a file holds them (CSV text, or XLSX values: numbers, dates, text), turned into the rows
 * `hotel.Rate/import` takes (docs/design/catalogue.md §4): one row per room type and night in the export's column
 * order, money from currency units to minor units, days as `YYYY-MM-DD`. A first line that is not a row (the header)
 * and blank lines are skipped; every row keeps its line in the sheet, so a refusal names the line a person sees.
 * Pure: a cell that cannot be read is passed on as it is, for the API to refuse with its field.
 */
import { unitsToMinor } from '~/lib/booking/money';

/** A cell as a file reader gives it. */
export type SheetCell = string | number | boolean | Date | null | undefined;

/** The columns of a rate sheet, in order (export and import). */
export const SHEET_COLUMNS = [
  'room_type_id',
  'room_type',
  'night',
  'price',
  'allotment',
  'sold',
  'closed',
  'min_stay',
  'closed_arrival',
  'closed_departure',
] as const;

const column = (name: (typeof SHEET_COLUMNS)[number]) => SHEET_COLUMNS.indexOf(name);

const text = (cell: SheetCell): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  return String(cell).trim();
};

/** Currency units (a number, or text such as "1,234.50" or "¥1234.5") as minor units; else the cell as text. */
export function minorOfCell(cell: SheetCell): number | string {
  if (typeof cell === 'number') {
    const minor = Math.round(cell * 100);
    return Math.abs(minor - cell * 100) < 1e-6 ? minor : String(cell);
  }
  const typed = text(cell).replace(/[¥￥,\s]/g, '');
  return unitsToMinor(typed) ?? text(cell);
}

/** A flag cell: 1 and 0 as numbers; "1"/"0" as text; a true or false cell as 1 or 0; else the cell as text. */
const flagOf = (cell: SheetCell): number | string =>
  typeof cell === 'boolean' ? (cell ? 1 : 0) : /^[01]$/.test(text(cell)) ? Number(text(cell)) : text(cell);

const isBlank = (cells: readonly SheetCell[]) => cells.every((cell) => text(cell) === '');

/** The sheet's rows as `[line, room_type_id, night, price, allotment, closed, min_stay, arrival, departure]`. */
export function sheetInputRows(rows: readonly (readonly SheetCell[])[]): (number | string)[][] {
  const out: (number | string)[][] = [];
  rows.forEach((cells, index) => {
    // The header: a first line whose room type is not a number.
    if (index === 0 && !/^\d+$/.test(text(cells[0]))) return;
    if (isBlank(cells)) return;
    const at = (name: (typeof SHEET_COLUMNS)[number]) => cells[column(name)];
    const whole = (name: (typeof SHEET_COLUMNS)[number]) => {
      const value = text(at(name));
      return /^\d+$/.test(value) ? Number(value) : value;
    };
    out.push([
      index + 1,
      whole('room_type_id'),
      text(at('night')),
      minorOfCell(at('price')),
      whole('allotment'),
      flagOf(at('closed')),
      text(at('min_stay')) === '' ? 0 : whole('min_stay'),
      flagOf(at('closed_arrival')),
      flagOf(at('closed_departure')),
    ]);
  });
  return out;
}
