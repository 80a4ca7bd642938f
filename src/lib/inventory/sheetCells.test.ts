import { describe, expect, it } from 'vitest';
import { minorOfCell, sheetInputRows } from './sheetCells';

describe('sheetInputRows', () => {
  it('reads a CSV sheet: the header skipped, money to minor units, each row with its line', () => {
    const rows = [
      ['房型编号', '房型', '日期', '房价', '可售房量', '已售', '关房', '最少连住', '不可入住', '不可退房'],
      ['1', '高级大床房', '2026-12-04', '1680.50', '11', '2', '0', '2', '1', '0'],
      ['', '', '', '', '', '', '', '', '', ''],
      ['2', 'Bund Suite', '2026-12-05', '¥3,100', '10', '0', '1', '', '0', '1'],
    ];
    expect(sheetInputRows(rows)).toEqual([
      [2, 1, '2026-12-04', 168_050, 11, 0, 2, 1, 0],
      [4, 2, '2026-12-05', 310_000, 10, 1, 0, 0, 1],
    ]);
  });

  it('reads an XLSX sheet: numbers, dates and booleans as cells', () => {
    const rows = [[1, 'Superior King', new Date(Date.UTC(2026, 11, 4)), 1680.5, 11, 2, false, 2, true, 0]];
    expect(sheetInputRows(rows)).toEqual([[1, 1, '2026-12-04', 168_050, 11, 0, 2, 1, 0]]);
  });

  it('passes a cell it cannot read on as text, for the API to name', () => {
    const [row] = sheetInputRows([['1', 'x', 'Dec 4', 'cheap', 'many', '', 'yes', 'two', '', '']]);
    expect(row).toEqual([1, 1, 'Dec 4', 'cheap', 'many', 'yes', 'two', '', '']);
  });
});

describe('minorOfCell', () => {
  it('takes currency units as numbers or text', () => {
    expect(minorOfCell(1234.56)).toBe(123_456);
    expect(minorOfCell('1,234.5')).toBe(123_450);
    expect(minorOfCell('￥88')).toBe(8_800);
    expect(minorOfCell(0.125)).toBe('0.125');
    expect(minorOfCell(null)).toBe('');
  });
});
