/**
 * The terms of the content search (design §4, §5): the same reduction of text on both engines, so SQLite FTS5 and
 * PostgreSQL `tsvector` find the same articles. Chinese, Japanese and Korean runs become overlapping bigrams (the
 * built-in tokenizers cannot find two-character words); words of every other script are kept as words; everything
 * else separates. Terms hold only letters, digits and marks, never a syntax character of FTS5 or `tsquery` (FTS5's
 * AND/OR/NOT/NEAR are letters: the engine layer quotes every term).
 */
import { codePointLength, collapseSpace } from './plainText';

export const QUERY_MAX_LENGTH = 50;
/** Letters, digits or CJK characters a query needs. */
export const QUERY_MIN_CHARS = 2;
export const MAX_QUERY_TERMS = 12;
/** A query word of at least this many characters matches as a prefix. */
export const PREFIX_MIN_LENGTH = 3;
/** Longer words are cut, in the index and in queries alike (PostgreSQL refuses lexemes over 2,047 bytes). */
export const MAX_WORD_LENGTH = 64;

export type TermKind = 'bigram' | 'word' | 'prefix';
export interface QueryTerm {
  kind: TermKind;
  value: string;
}
export type QueryRefusal = 'empty' | 'too_short' | 'too_long' | 'no_terms';
export interface ParsedQuery {
  terms: QueryTerm[];
  /** The whole query, normalised, spaces collapsed: what highlighting marks first. */
  phrase: string;
}

/** The API's message for each refusal (`data {field: 'keyword', reason}`), English source of `api-cms`. */
export const QUERY_REFUSALS: Readonly<Record<QueryRefusal, string>> = {
  empty: 'Please enter a search word',
  too_short: 'Please enter at least 2 characters',
  too_long: 'Search words can have at most 50 characters',
  no_terms: 'Please enter letters or Chinese characters',
};

/** Combining diacritical marks (and their extensions): removed so `café` finds `cafe`. Kana sound marks stay. */
const DIACRITICS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/gu;
// Letters only: the Han script also holds radicals and other symbols (⺀, ⿰), which are separators here.
const CJK = /^(?=\p{L})[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc]$/u;
const WORD = /^[\p{L}\p{N}\p{M}]$/u;

/** NFKC (full-width forms folded), lower-case, combining diacritics removed. */
export function normalise(text: string): string {
  return text.normalize('NFKD').toLowerCase().normalize('NFKD').replace(DIACRITICS, '').normalize('NFC');
}

/** What one code point of normalised text is to the search. */
export function charKind(char: string): 'cjk' | 'word' | 'separator' {
  if (CJK.test(char)) return 'cjk';
  return WORD.test(char) ? 'word' : 'separator';
}

interface Run {
  kind: 'cjk' | 'word';
  chars: string[];
}

/** The runs of CJK characters and of word characters in normalised text, in order. */
function runsOf(normalised: string): Run[] {
  const runs: Run[] = [];
  let current: Run | undefined;
  for (const char of normalised) {
    const kind = charKind(char);
    if (kind === 'separator') {
      current = undefined;
      continue;
    }
    if (current?.kind !== kind) {
      current = { kind, chars: [] };
      runs.push(current);
    }
    current.chars.push(char);
  }
  return runs;
}

const bigrams = (chars: string[]): string[] => chars.slice(1).map((char, index) => `${chars[index]}${char}`);
const wordOf = (chars: string[]): string => chars.slice(0, MAX_WORD_LENGTH).join('');

/** The search document of `text`: CJK bigrams (a lone CJK character as itself) and words, joined by spaces. */
export function indexTerms(text: string): string {
  const terms: string[] = [];
  for (const run of runsOf(normalise(text))) {
    if (run.kind === 'word') terms.push(wordOf(run.chars));
    else if (run.chars.length === 1) terms.push(run.chars[0] as string);
    else terms.push(...bigrams(run.chars));
  }
  return terms.join(' ');
}

export const isQueryRefusal = (result: ParsedQuery | { refused: QueryRefusal }): result is { refused: QueryRefusal } =>
  'refused' in result;

/**
 * The terms a query must all match (AND), or why it is refused. A CJK run of n ≥ 2 characters gives its n − 1
 * bigrams; a lone CJK character is not searched (it would need an index of single characters); words of at least
 * three characters match as prefixes. Duplicates are dropped and the first 12 terms kept.
 */
export function queryTerms(q: string): ParsedQuery | { refused: QueryRefusal } {
  const trimmed = q.trim();
  if (!trimmed) return { refused: 'empty' };
  if (codePointLength(trimmed) > QUERY_MAX_LENGTH) return { refused: 'too_long' };
  const normalised = normalise(trimmed);
  const runs = runsOf(normalised);
  if (runs.length === 0) return { refused: 'no_terms' };
  if (runs.reduce((sum, run) => sum + run.chars.length, 0) < QUERY_MIN_CHARS) return { refused: 'too_short' };
  const terms: QueryTerm[] = [];
  const seen = new Set<string>();
  const add = (kind: TermKind, value: string) => {
    const key = `${kind}:${value}`;
    if (seen.has(key) || terms.length >= MAX_QUERY_TERMS) return;
    seen.add(key);
    terms.push({ kind, value });
  };
  for (const run of runs) {
    if (run.kind === 'cjk') for (const bigram of bigrams(run.chars)) add('bigram', bigram);
    else add(run.chars.length >= PREFIX_MIN_LENGTH ? 'prefix' : 'word', wordOf(run.chars));
  }
  if (terms.length === 0) return { refused: 'too_short' };
  return { terms, phrase: collapseSpace(normalised) };
}
