import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

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
