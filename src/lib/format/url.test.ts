import { describe, expect, it } from 'vitest';
import { arrayFullUrl, assetBase, fullUrl } from './url';

describe('fullUrl', () => {
  it('joins relative paths to the domain', () => {
    expect(fullUrl('/storage/a.png', '//cdn.test')).toBe('//cdn.test/storage/a.png');
    expect(fullUrl('storage/a.png', 'https://cdn.test/')).toBe('https://cdn.test/storage/a.png');
    expect(fullUrl('/storage/a.png', 'https://cdn.test/')).toBe('https://cdn.test/storage/a.png');
  });
  it('keeps absolute, protocol-relative and data:image URLs', () => {
    for (const url of [
      'http://x.test/a',
      'https://x.test/a',
      '//x.test/a',
      'ftp://x.test/a',
      'data:image/png;base64,AA',
    ]) {
      expect(fullUrl(url, 'https://cdn.test')).toBe(url);
    }
  });
  it('empty rel returns the domain; empty domain returns rel', () => {
    expect(fullUrl('', 'https://cdn.test')).toBe('https://cdn.test');
    expect(fullUrl(null, 'https://cdn.test')).toBe('https://cdn.test');
    expect(fullUrl('/a.png', '')).toBe('/a.png');
  });
});

describe('arrayFullUrl', () => {
  it('splits comma strings and maps arrays', () => {
    expect(arrayFullUrl('/a.png,/b.png', 'https://c')).toEqual(['https://c/a.png', 'https://c/b.png']);
    expect(arrayFullUrl(['/a.png', 'https://x/b.png'], 'https://c')).toEqual(['https://c/a.png', 'https://x/b.png']);
    expect(arrayFullUrl('', 'https://c')).toEqual([]);
    expect(arrayFullUrl(undefined, 'https://c')).toEqual([]);
  });
});

describe('assetBase', () => {
  it('prefers the CDN URL, else the API URL', () => {
    expect(assetBase('//cdn', 'https://api')).toBe('//cdn');
    expect(assetBase('', 'https://api')).toBe('https://api');
    expect(assetBase(undefined, undefined)).toBe('');
  });
});
