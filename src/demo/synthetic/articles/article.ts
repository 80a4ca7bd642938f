/**
 * One generated article of `SEED_ARTICLES` (`synthetic.ts`), a pure function of its ordinal: its channel (by a
 * skewed share), publication within the last three years, views, 0–3 tags of the pool, whether it is paid (1 %),
 * and its title, summary and body in both languages, made of the templated sentences of `picks.ts`.
 */
import { prng } from '~/demo/random/prng';
import { SENTENCES, skewedIndex, TITLES, tagPool } from './picks';
import { type Pair, SLOT_WORDS, type Slot, TOPICS } from './words';

const DAY = 86_400;
/** Publication times spread over this many days before the generator runs. */
export const SYNTHETIC_DAYS = 3 * 365;
/** One article in this many is paid. */
export const PAID_ONE_IN = 100;

export interface GeneratedText {
  title: string;
  summary: string;
  /** The body's paragraphs, plain text without `<`, `>` or `&`. */
  paragraphs: string[];
}

export interface GeneratedArticle {
  ordinal: number;
  /** Index into the channels (skewed: the first holds the largest share). */
  channel: number;
  /** Seconds before `now`. */
  age: number;
  views: number;
  tags: string[];
  paid: boolean;
  /** Index into the covers, taken modulo their number. */
  cover: number;
  texts: { 'zh-cn': GeneratedText; en: GeneratedText };
}

let pool: string[] | undefined;
const tags = (): string[] => {
  pool ??= tagPool();
  return pool;
};

const pick = <T>(random: () => number, list: readonly T[]): T => list[skewedIndex(random, list.length)] as T;

/** A channel index with weights 1, 1/2, 1/3, … over `count` channels. */
function skewedChannel(random: () => number, count: number): number {
  let total = 0;
  for (let i = 1; i <= count; i += 1) total += 1 / i;
  let left = random() * total;
  for (let i = 0; i < count; i += 1) {
    left -= 1 / (i + 1);
    if (left < 0) return i;
  }
  return count - 1;
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Cuts text to `max` characters at a space when it is longer (the titles and summaries' columns). */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : cut).trim();
}

/** Fills a template pair: each slot gets the article's own word half the time, else a skewed pick of its list. */
function fill(random: () => number, template: Pair, main: Readonly<Record<string, Pair>>): Pair {
  const words = new Map<string, Pair>();
  const wordFor = (slot: string): Pair => {
    const known = words.get(slot);
    if (known) return known;
    let word: Pair;
    if (slot === 'n') {
      const n = String(2 + Math.floor(random() * 29));
      word = [n, n];
    } else {
      const own = main[slot];
      word = own && (slot === 'topic' || random() < 0.5) ? own : pick(random, SLOT_WORDS[slot as Exclude<Slot, 'n'>]);
    }
    words.set(slot, word);
    return word;
  };
  const zh = template[0].replace(/\{(\w+)\}/g, (_m, slot: string) => wordFor(slot)[0]);
  const en = template[1].replace(/\{(\w+)\}/g, (_m, slot: string) => wordFor(slot)[1]);
  return [zh, capitalise(en)];
}

/** The generated article with this ordinal (the same on every run and engine). */
export function generatedArticle(ordinal: number, channelCount: number): GeneratedArticle {
  const random = prng(0x5eed_a000 + ordinal);
  const main = {
    city: pick(random, SLOT_WORDS.city),
    sight: pick(random, SLOT_WORDS.sight),
    dish: pick(random, SLOT_WORDS.dish),
    place: pick(random, SLOT_WORDS.place),
    time: pick(random, SLOT_WORDS.time),
    act: pick(random, SLOT_WORDS.act),
    adj: pick(random, SLOT_WORDS.adj),
    who: pick(random, SLOT_WORDS.who),
    n: ['3', '3'] as Pair,
  } satisfies Record<Slot, Pair>;
  const title = fill(random, TITLES[Math.floor(random() * TITLES.length)] as Pair, {
    ...main,
    topic: pick(random, TOPICS),
  });
  const sentence = () => fill(random, SENTENCES[Math.floor(random() * SENTENCES.length)] as Pair, main);
  const summary = [sentence(), sentence()];
  const paragraphs = Array.from({ length: 3 + Math.floor(random() * 3) }, () =>
    Array.from({ length: 3 + Math.floor(random() * 3) }, sentence),
  );
  const tagCount = Math.floor(random() * 4);
  const tagNames = [...new Set(Array.from({ length: tagCount }, () => pick(random, tags())))];
  const text = (lang: 0 | 1): GeneratedText => ({
    title: clip(title[lang], 80),
    summary: clip(summary.map((pair) => pair[lang]).join(lang === 0 ? '' : ' '), 200),
    paragraphs: paragraphs.map((sentences) => sentences.map((pair) => pair[lang]).join(lang === 0 ? '' : ' ')),
  });
  return {
    ordinal,
    channel: skewedChannel(random, channelCount),
    age: Math.floor(random() * SYNTHETIC_DAYS * DAY),
    views: Math.floor(20 + 5_000 * random() ** 4),
    tags: tagNames,
    paid: random() < 1 / PAID_ONE_IN,
    cover: Math.floor(random() * 1_000),
    texts: { 'zh-cn': text(0), en: text(1) },
  };
}
