import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv';

describe('CSV export', () => {
  it('quotes what needs quoting and ends lines with CRLF after a BOM', () => {
    expect(toCsv([['a', 'b,c', 'say "hi"', 'line\nbreak', 1.5]])).toBe(
      '\uFEFFa,"b,c","say ""hi""","line\nbreak",1.5\r\n',
    );
  });
  it('defuses formulas in text but keeps negative numbers', () => {
    expect(toCsv([['=HYPERLINK("x")', '+1', '@cmd', -2.5, '预订奖励']])).toBe(
      '\uFEFF"\'=HYPERLINK(""x"")",\'+1,\'@cmd,-2.5,预订奖励\r\n',
    );
  });
  it('writes empty and odd values safely', () => {
    expect(toCsv([['', Number.NaN, ' padded ']])).toBe('\uFEFF,," padded "\r\n');
  });
});

describe('CSV import', () => {
  it('reads back what the export writes', () => {
    const rows = [
      ['房型', 'b,c', 'say "hi"', 'line\nbreak', 1.5],
      ['=HYPERLINK("x")', '+1', '', -2, ' padded '],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows.map((row) => row.map(String)));
  });

  it('takes LF or CRLF, a last line without an end, and empty fields', () => {
    expect(parseCsv('a,b\n1,,3\r\n4,5')).toEqual([
      ['a', 'b'],
      ['1', '', '3'],
      ['4', '5'],
    ]);
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('x\n')).toEqual([['x']]);
  });

  it('drops the apostrophe that guarded a formula, quoted or not', () => {
    expect(parseCsv("\"'=1\",'=2,'ok")).toEqual([['=1', '=2', "'ok"]]);
  });
});
