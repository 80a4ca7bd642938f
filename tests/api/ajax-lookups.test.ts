/** GET /api/ajax/area (§5.3) and /api/ajax/country, plain and with the remote-select parameters (§6.1). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ENGINES, setupDatabase, type TestDatabase } from './helpers';

interface Option {
  value: number | string;
  label: string;
}

describe.each(ENGINES)('lookups (%s)', (engine) => {
  let t: TestDatabase;
  const get = <T = Option[]>(path: string, lang: 'en' | 'zh-cn' = 'zh-cn') => call<T>(t.db, path, { lang });

  beforeAll(async () => {
    t = await setupDatabase(engine);
  });
  afterAll(async () => t.cleanup());

  it('area: provinces, then cities, then districts, without login', async () => {
    const provinces = await get('/api/ajax/area');
    expect(provinces.body.code).toBe(1);
    expect(provinces.body.data.length).toBeGreaterThanOrEqual(31);
    expect(provinces.body.data[0]).toEqual({ value: 11, label: '北京市' });
    expect(provinces.body.data).toContainEqual({ value: 44, label: '广东省' });
    const cities = await get('/api/ajax/area?province=44');
    expect(cities.body.data).toContainEqual({ value: 4401, label: '广州市' });
    const districts = await get('/api/ajax/area?province=44&city=4401');
    expect(districts.body.data).toContainEqual({ value: 440106, label: '天河区' });
    expect(districts.body.data.every((d) => typeof d.value === 'number')).toBe(true);
  });

  it('area: unknown or mismatched ids give []', async () => {
    for (const query of [
      'province=99',
      'province=abc',
      'province=44&city=1101',
      'province=44&city=9999',
      'province=-44',
      "province=44'--",
      'province=1e2',
    ]) {
      const res = await get(`/api/ajax/area?${query}`);
      expect(res.status).toBe(200);
      expect(res.body, query).toMatchObject({ code: 1, data: [] });
    }
  });

  it('area: the remote-select convention', async () => {
    const page = await get<{ list: Option[]; total: number }>('/api/ajax/area?select=true&quickSearch=&page=1');
    expect(page.body.data.list).toHaveLength(10);
    expect(page.body.data.total).toBeGreaterThanOrEqual(31);
    const search = await get<{ list: Option[]; total: number }>(
      `/api/ajax/area?select=true&quickSearch=${encodeURIComponent('广')}`,
    );
    expect(search.body.data.list.map((o) => o.label).sort()).toEqual(['广东省', '广西壮族自治区']);
    const init = await get<{ list: Option[]; total: number }>(
      '/api/ajax/area?select=true&province=44&initKey=value&initValue[0]=4401&initValue[1]=4403',
    );
    expect(init.body.data).toEqual({
      list: [
        { value: 4401, label: '广州市' },
        { value: 4403, label: '深圳市' },
      ],
      total: 2,
    });
  });

  it('country: ISO alpha-2 codes with names in the request language', async () => {
    const zh = await get('/api/ajax/country', 'zh-cn');
    const en = await get('/api/ajax/country', 'en');
    expect(zh.body.code).toBe(1);
    expect(zh.body.data.length).toBeGreaterThan(240);
    expect(zh.body.data).toContainEqual({ value: 'CN', label: '中国' });
    expect(en.body.data).toContainEqual({ value: 'CN', label: "People's Republic of China" });
    expect(en.body.data).toContainEqual({ value: 'DE', label: 'Germany' });
    expect(en.body.data.every((o) => /^[A-Z]{2}$/.test(String(o.value)))).toBe(true);
    expect(en.body.data.length).toBe(zh.body.data.length);
    // Sorted by name in the language.
    const labels = en.body.data.map((o) => o.label);
    expect([...labels].sort(new Intl.Collator('en').compare)).toEqual(labels);
  });

  it('country: the remote-select convention', async () => {
    const search = await get<{ list: Option[]; total: number }>('/api/ajax/country?select=1&quickSearch=kingdom', 'en');
    expect(search.body.data.list.map((o) => o.value)).toContain('GB');
    const byCode = await get<{ list: Option[]; total: number }>('/api/ajax/country?select=true&quickSearch=cn', 'en');
    expect(byCode.body.data.list.map((o) => o.value)).toContain('CN');
    const init = await get<{ list: Option[]; total: number }>(
      '/api/ajax/country?select=true&initKey=value&initValue[0]=US&initValue[1]=JP',
      'zh-cn',
    );
    expect(init.body.data.total).toBe(2);
    expect(init.body.data.list).toEqual(
      expect.arrayContaining([
        { value: 'US', label: '美国' },
        { value: 'JP', label: '日本' },
      ]),
    );
    const page2 = await get<{ list: Option[]; total: number }>('/api/ajax/country?select=true&page=2&limit=20', 'en');
    expect(page2.body.data.list).toHaveLength(20);
    const hostile = await get<{ list: Option[]; total: number }>(
      '/api/ajax/country?select=true&page[$ne]=1&quickSearch[]=x&limit=abc',
      'en',
    );
    expect(hostile.body.code).toBe(1);
    expect(hostile.body.data.list).toHaveLength(10);
  });
});
