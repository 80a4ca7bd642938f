import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { highlightSegments, highlightTitle, type Segment } from './highlight';

const joined = (segments: Segment[]) => segments.map((s) => s.text).join('');
const marked = (segments: Segment[]) => segments.filter((s) => s.mark).map((s) => s.text);

describe('highlightTitle', () => {
  it('marks the whole keyword where it occurs, in the original spelling', () => {
    expect(highlightTitle('杭州西湖北岸的酒店', '西湖北岸')).toEqual([
      { text: '杭州', mark: false },
      { text: '西湖北岸', mark: true },
      { text: '的酒店', mark: false },
    ]);
    expect(marked(highlightTitle('The CAFÉ by the lake', 'cafe'))).toEqual(['CAFÉ']);
    expect(marked(highlightTitle('Ｗｉｆｉ and spa', 'wifi'))).toEqual(['Ｗｉｆｉ']);
  });

  it('marks each term when the keyword is not there as a whole', () => {
    expect(highlightTitle('Lake view, quiet hotel', 'hotel lake')).toEqual([
      { text: 'Lake', mark: true },
      { text: ' view, quiet ', mark: false },
      { text: 'hotel', mark: true },
    ]);
    // bigrams of a longer word that is split in the text; overlapping ranges merge
    expect(marked(highlightTitle('西湖边的湖酒店', '西湖酒店'))).toEqual(['西湖', '湖酒店']);
  });

  it('marks prefixes at the start of words and short words only whole', () => {
    expect(marked(highlightTitle('Hangzhou and Shanghai', 'hang'))).toEqual(['Hang']);
    expect(marked(highlightTitle('No. 5, not 50', '5 no'))).toEqual(['No', '5']);
  });

  it('marks nothing for a refused or unmatched query', () => {
    expect(highlightTitle('West Lake', 'x')).toEqual([{ text: 'West Lake', mark: false }]);
    expect(highlightTitle('West Lake', 'river')).toEqual([{ text: 'West Lake', mark: false }]);
    expect(highlightTitle('', 'lake')).toEqual([]);
  });

  it('keeps emoji and combining characters whole', () => {
    expect(marked(highlightTitle('Cafe\u0301 😀 spa', 'café'))).toEqual(['Cafe\u0301']);
    expect(marked(highlightTitle('👍🏽spa', 'spa'))).toEqual(['spa']);
  });
});

describe('highlightSegments', () => {
  const long = `${'前言。'.repeat(30)}这家酒店位于杭州西湖北岸，步行可达断桥。${'结语。'.repeat(30)}`;

  it('starts the window 20 graphemes before the first mark and clips both ends', () => {
    const snippet = highlightSegments(long, '西湖', { window: 40 });
    expect(snippet.clipped_start).toBe(true);
    expect(snippet.clipped_end).toBe(true);
    expect(joined(snippet.segments)).toHaveLength(40);
    expect(snippet.segments[1]).toEqual({ text: '西湖', mark: true });
    expect(snippet.segments[0]?.text).toHaveLength(20);
  });

  it('shows the start when nothing matches and the whole text when it fits', () => {
    expect(highlightSegments(long, 'river', { window: 10 })).toEqual({
      segments: [{ text: '前言。前言。前言。前', mark: false }],
      clipped_start: false,
      clipped_end: true,
    });
    expect(highlightSegments('短文本', '文本')).toEqual({
      segments: [
        { text: '短', mark: false },
        { text: '文本', mark: true },
      ],
      clipped_start: false,
      clipped_end: false,
    });
  });

  it('moves the window back from the end so it stays full', () => {
    const snippet = highlightSegments(`${'a '.repeat(100)}lake`, 'lake', { window: 30 });
    expect(snippet.clipped_end).toBe(false);
    expect(joined(snippet.segments)).toHaveLength(30);
    expect(snippet.segments.at(-1)).toEqual({ text: 'lake', mark: true });
  });

  it('cuts marks at the window and counts graphemes, not UTF-16 units', () => {
    const snippet = highlightSegments(`${'😀'.repeat(30)}`, 'x😀', { window: 5 });
    expect(joined(snippet.segments)).toBe('😀'.repeat(5));
  });

  it('refuses a window that is not a positive integer', () => {
    expect(() => highlightSegments('a', 'a', { window: 0 })).toThrow(RangeError);
  });
});

const ALPHABET = [...'abcAÉé西湖酒店 .', '😀', '👍🏽', '🇨🇳', 'e\u0301', '\u3000', 'ﬁ', 'Ｗ'];
const textArb = fc.array(fc.constantFrom(...ALPHABET), { maxLength: 120 }).map((chars) => chars.join(''));
const splitsPair = (text: string) => /^[\uDC00-\uDFFF]/.test(text) || /[\uD800-\uDBFF]$/.test(text);

describe('highlight properties', () => {
  it('segments concatenate to the (clipped) input, without empty segments or split surrogate pairs', () => {
    fc.assert(
      fc.property(
        fc.oneof(textArb, fc.string({ unit: 'binary', maxLength: 120 })),
        fc.oneof(textArb, fc.string({ unit: 'binary', maxLength: 12 })),
        fc.integer({ min: 1, max: 100 }),
        (text, query, window) => {
          expect(joined(highlightTitle(text, query))).toBe(text);
          const snippet = highlightSegments(text, query, { window });
          const clipped = joined(snippet.segments);
          if (!snippet.clipped_start) expect(text.startsWith(clipped)).toBe(true);
          if (!snippet.clipped_end) expect(text.endsWith(clipped)).toBe(true);
          if (!snippet.clipped_start && !snippet.clipped_end) expect(clipped).toBe(text);
          expect(text.includes(clipped)).toBe(true);
          for (const segment of [...snippet.segments, ...highlightTitle(text, query)]) {
            expect(segment.text).not.toBe('');
            expect(splitsPair(segment.text)).toBe(false);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
