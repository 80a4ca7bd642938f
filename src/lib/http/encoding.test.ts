import { describe, expect, it } from 'vitest';
import { acceptedEncodings, chooseEncoding, isCompressible, noneMatchHits } from './encoding';

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, as a browser offers them', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('')).toBeUndefined();
  });
  it('honours q=0 as a refusal and * as any other encoding', () => {
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('br;q=0, *;q=0.5')).toBe('gzip');
    expect(chooseEncoding('identity, *;q=0')).toBeUndefined();
    expect(acceptedEncodings('gzip, br;q=0.5')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('br;q=0, gzip')).toEqual(['gzip']);
  });
});

describe('noneMatchHits', () => {
  const tag = '"abc-gzip"';
  it('matches If-None-Match lists, weak forms and *', () => {
    expect(noneMatchHits(tag, tag)).toBe(true);
    expect(noneMatchHits(`"other", W/${tag}`, tag)).toBe(true);
    expect(noneMatchHits('*', tag)).toBe(true);
    expect(noneMatchHits('"abc-br"', tag)).toBe(false);
    expect(noneMatchHits(undefined, tag)).toBe(false);
  });
});

describe('isCompressible', () => {
  it('takes text, JSON, JavaScript and SVG, not images or workbooks', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'application/json',
      'text/csv',
      'image/svg+xml',
      'application/ld+json',
    ]) {
      expect(isCompressible(type), type).toBe(true);
    }
    for (const type of ['image/webp', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', '']) {
      expect(isCompressible(type), type).toBe(false);
    }
  });
});
