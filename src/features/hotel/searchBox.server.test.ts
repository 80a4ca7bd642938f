import { describe, expect, it } from 'vitest';
import type { HotelCity } from '~/contract/hotel';
import { cityNamed } from './searchBox.server';

const shanghai: HotelCity = {
  value: 'shanghai',
  label: 'Shanghai',
  id: 2,
  code: 'shanghai',
  name: 'Shanghai',
  country: 'CN',
  time_zone: 'Asia/Shanghai',
  hotel_count: 4,
  names: ['上海', 'Shanghai'],
};

describe('cityNamed', () => {
  it('takes the name in the other language (上海 on the English site)', () => {
    expect(cityNamed([shanghai], ' 上海 ')?.code).toBe('shanghai');
  });
  it('takes the code and the shown name whatever the case', () => {
    expect(cityNamed([shanghai], 'SHANGHAI')?.id).toBe(2);
  });
  it('works with a back end that sends no names', () => {
    const { names: _names, ...plain } = shanghai;
    expect(cityNamed([plain], '上海')).toBeUndefined();
    expect(cityNamed([plain], 'shanghai')?.id).toBe(2);
  });
  it('names no city for blank or unknown text', () => {
    expect(cityNamed([shanghai], '  ')).toBeUndefined();
    expect(cityNamed([shanghai], '上')).toBeUndefined();
  });
});
