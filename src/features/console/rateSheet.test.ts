import { describe, expect, it } from 'vitest';
import type { AdminRateSheetRow } from '~/contract/admin/rate';
import { toCsv } from '~/lib/format/csv';
import { sheetInputRows } from '~/lib/inventory/sheetCells';
import { rateWorkbook, readSheet } from './rateSheet.server';

const HEADER = ['ID', 'Room type', 'Night', 'Price', 'Rooms', 'Sold', 'Closed', 'Min', 'No in', 'No out'];
const ROWS: AdminRateSheetRow[] = [
  {
    room_type_id: 3,
    room_type: '高级大床房',
    night: '2026-12-04',
    price: 168_050,
    allotment: 11,
    sold: 2,
    closed: 0,
    min_stay: 2,
    closed_arrival: 1,
    closed_departure: 0,
  },
  {
    room_type_id: 4,
    room_type: 'Bund Suite',
    night: '2026-12-05',
    price: 310_000,
    allotment: 10,
    sold: 0,
    closed: 1,
    min_stay: 0,
    closed_arrival: 0,
    closed_departure: 1,
  },
];
const EXPECTED = [
  [2, 3, '2026-12-04', 168_050, 11, 0, 2, 1, 0],
  [3, 4, '2026-12-05', 310_000, 10, 1, 0, 0, 1],
];

describe('rate sheet files', () => {
  it('reads back the Excel file the export writes', async () => {
    const bytes = await rateWorkbook(HEADER, ROWS, 'Rates');
    const rows = await readSheet(new File([bytes], 'rates.xlsx'));
    if ('error' in rows) throw new Error(rows.error);
    expect(sheetInputRows(rows)).toEqual(EXPECTED);
  });

  it('reads a CSV file, and names a file it cannot read', async () => {
    const csv = toCsv([
      HEADER,
      ...ROWS.map((r) => [
        r.room_type_id,
        r.room_type,
        r.night,
        r.price / 100,
        r.allotment,
        r.sold,
        r.closed,
        r.min_stay,
        r.closed_arrival,
        r.closed_departure,
      ]),
    ]);
    const rows = await readSheet(new File([csv], 'rates.csv'));
    if ('error' in rows) throw new Error(rows.error);
    expect(sheetInputRows(rows)).toEqual(EXPECTED);
    expect(await readSheet(new File([new Uint8Array([0x50, 0x4b, 1, 2])], 'x.xlsx'))).toEqual({
      error: 'rates.sheet.unreadable',
    });
    expect(await readSheet(new File([new Uint8Array([0xff, 0xfe, 0xfd])], 'x.csv'))).toEqual({
      error: 'rates.sheet.unreadable',
    });
    expect(await readSheet(null)).toEqual({ error: 'rates.sheet.noFile' });
  });
});
