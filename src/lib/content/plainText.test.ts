import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codePointLength, collapseSpace, ELLIPSIS, truncateText } from './plainText';

const splitsPair = (text: string): boolean =>
  /^[\uDC00-\uDFFF]/.test(text) || /[\uD800-\uDBFF]$/.test(text.replace(/…$/, ''));

describe('collapseSpace', () => {
  it('turns runs of spaces, tabs, new lines and ideographic spaces into one space and trims', () => {
    expect(collapseSpace('  West\n\n Lake\t\u3000hotel  ')).toBe('West Lake hotel');
    expect(collapseSpace('')).toBe('');
    expect(collapseSpace('\n\t ')).toBe('');
  });
});

describe('truncateText', () => {
  it('keeps a text that fits', () => {
    expect(truncateText('West Lake', 9)).toBe('West Lake');
    expect(truncateText('😀😀', 2)).toBe('😀😀');
  });

  it('cuts at the end of a word, drops trailing punctuation and adds an ellipsis', () => {
    expect(truncateText('The lake at dawn, before the boats', 20)).toBe('The lake at dawn…');
    expect(truncateText('Hello, world', 8)).toBe('Hello…');
  });

  it('cuts a long word at a grapheme boundary rather than lose most of the room', () => {
    expect(truncateText('Supercalifragilisticexpialidocious', 10)).toBe('Supercali…');
  });

  it('cuts Chinese text within the limit', () => {
    const text = '这家酒店位于杭州西湖北岸，步行可达断桥。';
    const cut = truncateText(text, 10);
    expect(codePointLength(cut)).toBeLessThanOrEqual(10);
    expect(cut.endsWith(ELLIPSIS)).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it('never splits an emoji or a flag', () => {
    expect(truncateText('🇨🇳🇨🇳🇨🇳', 4)).toBe('🇨🇳…');
    expect(truncateText('a👍🏽b👍🏽c', 4)).toBe('a👍🏽…'); // three code points and the ellipsis
    expect(truncateText('a👍🏽b👍🏽c', 3)).toBe('a…');
  });

  it('refuses a length that is not a positive integer', () => {
    expect(() => truncateText('x', 0)).toThrow(RangeError);
    expect(() => truncateText('x', 1.5)).toThrow(RangeError);
  });

  it('property: at most max code points, a start of the input, no split surrogate pair', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), fc.integer({ min: 1, max: 60 }), (text, max) => {
        const cut = truncateText(text, max);
        expect(codePointLength(cut)).toBeLessThanOrEqual(max);
        if (cut === text) return;
        expect(cut.endsWith(ELLIPSIS)).toBe(true);
        expect(text.startsWith(cut.slice(0, -1))).toBe(true);
        expect(splitsPair(cut)).toBe(false);
      }),
    );
  });
});
