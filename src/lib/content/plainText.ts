/**
 * Plain text for summaries, meta descriptions and snippets (design §4, §10): spaces collapsed, and a cut that never
 * splits a character (grapheme) and prefers the end of a word. Lengths are counted in code points, as the
 * `varchar(n)` columns count them.
 */

/** The ellipsis a cut text ends with. */
export const ELLIPSIS = '…';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const words = new Intl.Segmenter(undefined, { granularity: 'word' });

/** Code points of `text` (an emoji of two UTF-16 units counts once). */
export const codePointLength = (text: string): number => {
  let length = 0;
  for (const _ of text) length++;
  return length;
};

/** Runs of white space (new lines, tabs, the ideographic space) become one space; the ends are trimmed. */
export const collapseSpace = (text: string): string => text.replace(/\s+/gu, ' ').trim();

/** The longest start of `text` made of whole segments that holds `budget` code points. */
function startWithin(text: string, segmenter: Intl.Segmenter, budget: number): string {
  let used = 0;
  let end = 0;
  for (const { segment, index } of segmenter.segment(text)) {
    const length = codePointLength(segment);
    if (used + length > budget) break;
    used += length;
    end = index + segment.length;
  }
  return text.slice(0, end);
}

/**
 * `text` when it holds `max` code points, else its start cut at a word boundary (or, when that would lose more than
 * half the room, at a grapheme boundary) with trailing spaces and punctuation removed and `…` added: at most `max`
 * code points in all.
 */
export function truncateText(text: string, max: number): string {
  if (!Number.isSafeInteger(max) || max < 1) throw new RangeError('truncateText takes a positive integer');
  if (codePointLength(text) <= max) return text;
  const budget = max - 1;
  let cut = startWithin(text, words, budget);
  if (codePointLength(cut) * 2 < budget) cut = startWithin(text, graphemes, budget);
  const trimmed = cut.replace(/[\s\p{P}]+$/u, '');
  return `${trimmed || cut}${ELLIPSIS}`;
}
