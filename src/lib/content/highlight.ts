/**
 * Search highlights as data (design §0, §4): segments `{text, mark}` that the site renders as `<mark>` around
 * escaped text, so no HTML string crosses the API boundary. Matching is done on normalised text (`searchTerms`)
 * and mapped back to whole graphemes of the original, so a mark never splits a character.
 */
import { charKind, isQueryRefusal, normalise, type QueryTerm, queryTerms } from './searchTerms';

export interface Segment {
  text: string;
  mark: boolean;
}
export interface Snippet {
  segments: Segment[];
  /** Text was cut before the first segment / after the last one (the site shows `…`). */
  clipped_start: boolean;
  clipped_end: boolean;
}

/** Graphemes the snippet window keeps before the first mark. */
export const LEAD = 20;
export const DEFAULT_WINDOW = 80;

const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

interface Mapped {
  graphemes: string[];
  /** The normalised text of the whole input, grapheme by grapheme. */
  normalised: string;
  /** For each UTF-16 index of `normalised`: the grapheme it comes from. */
  owner: number[];
}

function mapText(text: string): Mapped {
  const graphemes = Array.from(graphemeSegmenter.segment(text), (s) => s.segment);
  let normalised = '';
  const owner: number[] = [];
  const cache = new Map<string, string>();
  graphemes.forEach((grapheme, index) => {
    let piece = cache.get(grapheme);
    if (piece === undefined) {
      piece = normalise(grapheme);
      cache.set(grapheme, piece);
    }
    normalised += piece;
    for (let i = 0; i < piece.length; i++) owner.push(index);
  });
  return { graphemes, normalised, owner };
}

/** Start indexes of `needle` in `haystack` (non-overlapping). */
function occurrences(haystack: string, needle: string): number[] {
  const found: number[] = [];
  if (!needle) return found;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) found.push(at);
  return found;
}

const isWordAt = (text: string, index: number): boolean => {
  const code = text.codePointAt(index);
  return code !== undefined && charKind(String.fromCodePoint(code)) === 'word';
};
const isWordBefore = (text: string, index: number): boolean => {
  if (index <= 0) return false;
  const low = text.charCodeAt(index - 1);
  const start = low >= 0xdc00 && low <= 0xdfff && index >= 2 ? index - 2 : index - 1;
  return isWordAt(text, start);
};

/** Ranges `[start, end)` of the normalised text to mark for one term. */
function termRanges(normalised: string, term: QueryTerm): Array<[number, number]> {
  return occurrences(normalised, term.value)
    .filter((at) => {
      if (term.kind === 'bigram') return true;
      if (isWordBefore(normalised, at)) return false;
      return term.kind === 'prefix' || !isWordAt(normalised, at + term.value.length);
    })
    .map((at) => [at, at + term.value.length]);
}

/**
 * Marked grapheme ranges `[start, end)`, merged and sorted: the whole phrase where it occurs (on the word boundaries
 * its terms need), else each term.
 */
function markedGraphemes(mapped: Mapped, query: string): Array<[number, number]> {
  const parsed = queryTerms(query);
  if (isQueryRefusal(parsed)) return [];
  const { phrase } = parsed;
  const shortEnd = parsed.terms.at(-1)?.kind === 'word' && isWordBefore(phrase, phrase.length);
  let ranges = occurrences(mapped.normalised, phrase)
    .filter((at) => !(isWordAt(phrase, 0) && isWordBefore(mapped.normalised, at)))
    .filter((at) => !(shortEnd && isWordAt(mapped.normalised, at + phrase.length)))
    .map((at): [number, number] => [at, at + phrase.length]);
  if (ranges.length === 0) ranges = parsed.terms.flatMap((term) => termRanges(mapped.normalised, term));
  const inGraphemes = ranges
    .map(([start, end]): [number, number] => [mapped.owner[start] ?? 0, (mapped.owner[end - 1] ?? 0) + 1])
    .sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const range of inGraphemes) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push(range);
  }
  return merged;
}

/** Segments of graphemes `[from, to)` with the marked ranges cut to them; no empty segment. */
function segmentsOf(graphemes: string[], marks: Array<[number, number]>, from: number, to: number): Segment[] {
  const segments: Segment[] = [];
  const push = (start: number, end: number, mark: boolean) => {
    if (end > start) segments.push({ text: graphemes.slice(start, end).join(''), mark });
  };
  let at = from;
  for (const [start, end] of marks) {
    const s = Math.max(start, from);
    const e = Math.min(end, to);
    if (e <= s) continue;
    push(at, s, false);
    push(s, e, true);
    at = e;
  }
  push(at, to, false);
  return segments;
}

/** The whole title with its matches marked. */
export function highlightTitle(title: string, query: string): Segment[] {
  const mapped = mapText(title);
  return segmentsOf(mapped.graphemes, markedGraphemes(mapped, query), 0, mapped.graphemes.length);
}

/**
 * A window of `window` graphemes of `text` (a body's text or a summary) starting `LEAD` graphemes before the
 * first match (the start when nothing matches), with the matches marked.
 */
export function highlightSegments(text: string, query: string, options: { window?: number } = {}): Snippet {
  const window = options.window ?? DEFAULT_WINDOW;
  if (!Number.isSafeInteger(window) || window < 1) throw new RangeError('highlightSegments takes a positive window');
  const mapped = mapText(text);
  const total = mapped.graphemes.length;
  const marks = markedGraphemes(mapped, query);
  let from = Math.max(0, (marks[0]?.[0] ?? 0) - LEAD);
  const to = Math.min(total, from + window);
  from = Math.max(0, Math.min(from, to - window));
  return {
    segments: segmentsOf(mapped.graphemes, marks, from, to),
    clipped_start: from > 0,
    clipped_end: to < total,
  };
}
