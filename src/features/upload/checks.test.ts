import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkUpload, suffixOf, toList, UPLOAD_KEYS } from './checks';

const config = { maxSize: 1000, allowedSuffixes: 'jpg, .PNG,webp', allowedMimeTypes: ['application/pdf'] };

describe('upload checks before sending', () => {
  it('needs a name and a size', () => {
    expect(checkUpload({ name: '', size: 10, type: 'image/png' }, config)).toBe(UPLOAD_KEYS.incomplete);
    expect(checkUpload({ name: 'a.png', size: 0, type: 'image/png' }, config)).toBe(UPLOAD_KEYS.incomplete);
  });
  it('allows listed suffixes in any case, with or without a dot, or listed MIME types', () => {
    expect(checkUpload({ name: 'A.JPG', size: 10, type: '' }, config)).toBeUndefined();
    expect(checkUpload({ name: 'b.png', size: 10, type: 'image/png' }, config)).toBeUndefined();
    expect(checkUpload({ name: 'report', size: 10, type: 'application/pdf' }, config)).toBeUndefined();
    expect(checkUpload({ name: 'c.svg', size: 10, type: 'image/svg+xml' }, config)).toBe(UPLOAD_KEYS.type);
    expect(checkUpload({ name: 'png', size: 10, type: '' }, config)).toBe(UPLOAD_KEYS.type);
  });
  it('refuses files over the maximum', () => {
    expect(checkUpload({ name: 'a.jpg', size: 1000, type: '' }, config)).toBeUndefined();
    expect(checkUpload({ name: 'a.jpg', size: 1001, type: '' }, config)).toBe(UPLOAD_KEYS.size);
  });
  it('reads both list forms', () => {
    expect(toList(['JPG', ' png '])).toEqual(['jpg', 'png']);
    expect(toList('jpg,,png')).toEqual(['jpg', 'png']);
    expect(toList(undefined)).toEqual([]);
    expect(suffixOf('.hidden')).toBe('');
    expect(suffixOf('a.tar.GZ')).toBe('gz');
  });
  it('never lets an oversized or unlisted file through, whatever its name', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 5000 }), fc.string(), (name, size, type) => {
        const problem = checkUpload({ name, size, type }, config);
        if (problem === undefined) {
          expect(size).toBeGreaterThan(0);
          expect(size).toBeLessThanOrEqual(1000);
          expect(['jpg', 'png', 'webp'].includes(suffixOf(name)) || type.toLowerCase() === 'application/pdf').toBe(
            true,
          );
        }
      }),
    );
  });
});
