import { describe, expect, it } from 'vitest';
import { storageSegments } from './paths';
import { buildSaveName, DEFAULT_SAVE_NAME, dateParts, fileSuffix, originalName, safeFileName } from './saveName';

const sha1 = 'a'.repeat(40);
const date = dateParts(Date.parse('2025-03-01T17:00:00Z') / 1000, 'Asia/Shanghai');

describe('generated file names', () => {
  it('reads suffixes and names without trusting them', () => {
    expect(fileSuffix('Photo.JPG')).toBe('jpg');
    expect(fileSuffix('archive.tar.gz')).toBe('gz');
    expect(fileSuffix('noext')).toBe('');
    expect(fileSuffix('x.php%00.png')).toBe('png');
    expect(fileSuffix('x.')).toBe('');
    expect(originalName('C:\\fakepath\\我的 照片.png')).toBe('我的 照片.png');
    expect(originalName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('../My Photo<script>.png')).toBe('MyPhotoscript');
    expect(safeFileName('照片.png')).toBe('');
    expect(safeFileName('a-very_long-file-name-indeed.zip')).toBe('a-very_long-fil');
  });

  it('uses the site date and fills the BuildAdmin placeholders', () => {
    expect(date).toEqual({ year: '2025', mon: '03', day: '02', hour: '01', min: '00', sec: '00' });
    const url = buildSaveName(DEFAULT_SAVE_NAME, { topic: 'default', fileName: 'cat.png', sha1, suffix: 'png', date });
    expect(url).toBe(`/storage/default/20250302/cat${sha1}.png`);
    const custom = buildSaveName('/storage/{topic}/{year}/{random32}{.suffix}', {
      topic: 't',
      fileName: 'x',
      sha1,
      suffix: '',
      date,
    });
    expect(custom).toMatch(/^\/storage\/t\/2025\/[0-9a-f]{32}$/);
  });

  it('falls back to the default pattern when a configured one would leave the storage directory', () => {
    for (const pattern of ['/etc/{fileSha1}', '/storage/../{fileSha1}', '/storage/{topic}/../../x', '{fileName}']) {
      const url = buildSaveName(pattern, { topic: 'default', fileName: 'cat.png', sha1, suffix: 'png', date });
      expect(url).toBe(`/storage/default/20250302/cat${sha1}.png`);
    }
  });

  it('accepts only plain storage paths', () => {
    expect(storageSegments('/storage/default/20250302/cat.png')).toEqual(['default', '20250302', 'cat.png']);
    for (const bad of [
      '/storage/',
      '/storage/../x',
      '/storage/a/../b',
      '/storage/a//b',
      '/storage/.hidden',
      '/storage/a/b\\c',
      '/storage/a/%2e%2e',
      '/storage/a\u0000b',
      '/static/x.png',
      `/storage/${'a/'.repeat(9)}x`,
    ]) {
      expect(storageSegments(bad), bad).toBeUndefined();
    }
  });
});
