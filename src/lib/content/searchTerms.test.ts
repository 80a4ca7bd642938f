import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  charKind,
  indexTerms,
  isQueryRefusal,
  MAX_QUERY_TERMS,
  normalise,
  QUERY_REFUSALS,
  type QueryTerm,
  queryTerms,
} from './searchTerms';

const termsOf = (q: string): QueryTerm[] => {
  const parsed = queryTerms(q);
  if (isQueryRefusal(parsed)) throw new Error(`refused: ${parsed.refused}`);
  return parsed.terms;
};

/** Whether every query term is answered by the document's terms, as the engines match them. */
const found = (terms: QueryTerm[], document: string): boolean => {
  const indexed = document.split(' ');
  return terms.every((term) =>
    term.kind === 'prefix' ? indexed.some((t) => t.startsWith(term.value)) : indexed.includes(term.value),
  );
};

describe('normalise', () => {
  it('lower-cases, folds full-width forms and removes diacritics', () => {
    expect(normalise('Café ÉTÉ')).toBe('cafe ete');
    expect(normalise('ＨＯＴＥＬ　１２３')).toBe('hotel 123');
    expect(normalise('ﬁne')).toBe('fine');
    expect(normalise('İstanbul')).toBe('istanbul');
  });

  it('keeps Chinese, kana sound marks and Hangul', () => {
    expect(normalise('西湖酒店')).toBe('西湖酒店');
    expect(normalise('ガイド')).toBe('ガイド');
    expect(normalise('ｶﾞｲﾄﾞ')).toBe('ガイド');
    expect(normalise('한국')).toBe('한국');
  });

  it('property: normalising twice changes nothing', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => normalise(normalise(text)) === normalise(text)));
  });
});

describe('indexTerms', () => {
  it('turns a CJK run into overlapping bigrams and keeps words', () => {
    expect(indexTerms('杭州西湖')).toBe('杭州 州西 西湖');
    expect(indexTerms('West-Lake 酒店, Café 2025')).toBe('west lake 酒店 cafe 2025');
  });

  it('keeps a lone CJK character as itself and splits CJK from Latin', () => {
    expect(indexTerms('湖 wifi密码')).toBe('湖 wifi 密码');
    expect(indexTerms('ソウル 서울역')).toBe('ソウ ウル 서울 울역');
  });

  it('cuts very long words', () => {
    expect(indexTerms('x'.repeat(100))).toBe('x'.repeat(64));
  });

  it('answers nothing for text without letters', () => {
    expect(indexTerms('')).toBe('');
    expect(indexTerms('!!! ... ***')).toBe('');
  });
});

describe('queryTerms', () => {
  it('gives bigrams, words and prefixes, and the normalised phrase', () => {
    expect(queryTerms('  西湖酒店  Hangzhou ')).toEqual({
      terms: [
        { kind: 'bigram', value: '西湖' },
        { kind: 'bigram', value: '湖酒' },
        { kind: 'bigram', value: '酒店' },
        { kind: 'prefix', value: 'hangzhou' },
      ],
      phrase: '西湖酒店 hangzhou',
    });
    expect(termsOf('No. 5 spa')).toEqual([
      { kind: 'word', value: 'no' },
      { kind: 'word', value: '5' },
      { kind: 'prefix', value: 'spa' },
    ]);
  });

  it('drops duplicates and lone CJK characters, keeps the first 12 terms', () => {
    expect(termsOf('spa SPA Spà 湖')).toEqual([{ kind: 'prefix', value: 'spa' }]);
    const many = termsOf('a1 a2 a3 a4 a5 a6 a7 a8 a9 b1 b2 b3 b4 b5');
    expect(many).toHaveLength(MAX_QUERY_TERMS);
    expect(many.at(-1)).toEqual({ kind: 'word', value: 'b3' });
  });

  it('refuses empty, too long, too short and letterless queries', () => {
    expect(queryTerms('')).toEqual({ refused: 'empty' });
    expect(queryTerms(' \t ')).toEqual({ refused: 'empty' });
    expect(queryTerms('x'.repeat(51))).toEqual({ refused: 'too_long' });
    expect(isQueryRefusal(queryTerms('😀'.repeat(50)))).toBe(true);
    expect(queryTerms(`${'😀'.repeat(49)}ab`)).toEqual({ refused: 'too_long' });
    expect(queryTerms('a')).toEqual({ refused: 'too_short' });
    expect(queryTerms('湖!')).toEqual({ refused: 'too_short' });
    expect(queryTerms('西 湖')).toEqual({ refused: 'too_short' });
    expect(queryTerms('%_"*:&(')).toEqual({ refused: 'no_terms' });
  });

  it('takes syntax characters as separators', () => {
    expect(termsOf('"spa"* AND (pool:&|!)')).toEqual([
      { kind: 'prefix', value: 'spa' },
      { kind: 'prefix', value: 'and' },
      { kind: 'prefix', value: 'pool' },
    ]);
  });

  it('names an English source sentence for every refusal', () => {
    expect(QUERY_REFUSALS.too_short).toBe('Please enter at least 2 characters');
    expect(Object.keys(QUERY_REFUSALS).sort()).toEqual(['empty', 'no_terms', 'too_long', 'too_short']);
  });

  it('finds a 2-character word inside a Chinese sentence, a Latin prefix and a diacritic', () => {
    const document = indexTerms('这家酒店位于杭州西湖北岸，步行可达断桥。Café du Lac');
    expect(found(termsOf('西湖'), document)).toBe(true);
    expect(found(termsOf('断桥'), document)).toBe(true);
    expect(found(termsOf('西湖北岸'), document)).toBe(true);
    expect(found(termsOf('caf'), document)).toBe(true);
    expect(found(termsOf('CAFÉ 西湖'), document)).toBe(true);
    expect(found(termsOf('东湖'), document)).toBe(false);
  });
});

const ALPHABET = [
  ...'abcxyzAÉéßİﬁＡ１09ςΣ西湖酒店杭州が가ガｶﾞ한국ー々 ',
  ' ',
  '-',
  '.',
  '"',
  '*',
  ':',
  "'",
  '😀',
  '\u0301',
  '\u3000',
  '\n',
];
const textArb = fc.array(fc.constantFrom(...ALPHABET), { maxLength: 60 }).map((chars) => chars.join(''));
const SYNTAX = /["*^+\-:()&|!'\\<>\s]/u;

describe('queryTerms properties', () => {
  it('no false negative: a piece of an indexed text is found by its own terms', () => {
    fc.assert(
      fc.property(textArb, fc.nat(), fc.nat(), (text, a, b) => {
        const chars = [...normalise(text)];
        let start = Math.min(a, b) % (chars.length + 1);
        let end = Math.max(start, Math.max(a, b) % (chars.length + 1));
        const isWord = (index: number) => charKind(chars[index] ?? ' ') === 'word';
        // A query starting inside a word cannot match it (words match by prefix), nor one ending inside a word with
        // fewer than three of its characters (short words match whole): such pieces take the whole word.
        while (start > 0 && isWord(start - 1) && isWord(start)) start--;
        let wordStart = end;
        while (wordStart > start && isWord(wordStart - 1)) wordStart--;
        if (end - wordStart < 3) while (isWord(end - 1) && isWord(end)) end++;
        const parsed = queryTerms(chars.slice(start, end).join(''));
        fc.pre(!isQueryRefusal(parsed));
        if (isQueryRefusal(parsed)) return;
        expect(found(parsed.terms, indexTerms(text))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('treats CJK radicals and ideographic symbols as separators, not terms', () => {
    expect(indexTerms('⺀')).toBe('');
    expect(indexTerms('西⿰湖')).toBe('西 湖');
  });

  it('terms never hold FTS5 or tsquery syntax characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 50 }), (q) => {
        const parsed = queryTerms(q);
        if (isQueryRefusal(parsed)) return;
        expect(parsed.terms.length).toBeGreaterThan(0);
        expect(parsed.terms.length).toBeLessThanOrEqual(MAX_QUERY_TERMS);
        for (const term of parsed.terms) {
          expect(term.value).not.toMatch(SYNTAX);
          expect(term.value).toMatch(/^[\p{L}\p{N}\p{M}]+$/u);
        }
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        for (const term of indexTerms(text).split(' ').filter(Boolean)) expect(term).toMatch(/^[\p{L}\p{N}\p{M}]+$/u);
      }),
    );
  });
});
