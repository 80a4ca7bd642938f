import { describe, expect, it } from 'vitest';
import { resources } from '~/i18n';
import { dictionaryT, interpolate, pickKeys } from './dictionary';
import { LANGS } from './locale';
import { createI18n, fixedT } from './translator';

describe('dictionary translations', () => {
  it('interpolates {{name}} and leaves unknown placeholders', () => {
    expect(interpolate('Please input {{field}}', { field: 'Password' })).toBe('Please input Password');
    expect(interpolate('{{ count }} left of {{max}}', { count: 3 })).toBe('3 left of {{max}}');
    expect(interpolate('no params')).toBe('no params');
  });

  it('shows the key for a missing or empty message', () => {
    const t = dictionaryT({ Empty: '' });
    expect(t('Empty')).toBe('Empty');
    expect(t('Missing {{x}}', { x: 1 })).toBe('Missing 1');
    expect(dictionaryT(undefined)('Key')).toBe('Key');
  });

  it('gives the same text as the server’s i18next for every key of every catalogue', () => {
    const i18n = createI18n(resources);
    const params = { field: 'F', count: 7, size: '2 MiB', name: 'N', seconds: 30, siteName: 'S', nickname: 'Nick' };
    let compared = 0;
    for (const lang of LANGS) {
      for (const [ns, messages] of Object.entries(resources[lang] ?? {})) {
        const server = fixedT(i18n, lang, ns);
        const browser = dictionaryT(messages, lang);
        for (const key of Object.keys(messages)) {
          expect(browser(key, params), `${lang}/${ns}/${key}`).toBe(server(key, params));
          compared += 1;
          const plural = /^(.*)_(one|other)$/.exec(key)?.[1];
          if (plural === undefined) continue;
          for (const count of [0, 1, 2]) {
            expect(browser(plural, { count }), `${lang}/${ns}/${plural} ${count}`).toBe(server(plural, { count }));
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(300);
  });

  it('picks only the keys an island shows', () => {
    expect(pickKeys({ ns: { a: 'A', b: 'B' } }, 'ns', ['a', 'c'])).toEqual({ a: 'A' });
    expect(pickKeys({ ns: { n_one: '1 night', n_other: 'nights', m: 'M' } }, 'ns', ['n'])).toEqual({
      n_one: '1 night',
      n_other: 'nights',
    });
  });
});
