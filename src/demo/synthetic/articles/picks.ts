/**
 * The sentence templates and titles of the generated articles (in both languages, free of `<`, `>` and `&`) and the
 * seeded picks: the skew towards the head of a list, the tag pool and the words the bench queries. Imports
 * the vocabulary with its `.ts` extension, so `bench/content.mjs` can load this file in Node as it is.
 */
import { CITIES, DISHES, type Pair, SIGHTS, SLOT_WORDS, TOPICS } from './words.ts';

/** Sentences in both languages; `{slot}` is a word, `{n}` a small number. */
export const SENTENCES: readonly Pair[] = [
  ['{city}的{sight}{time}最适合{act}。', '{sight} in {city} is best for those who {act} {time}.'],
  [
    '从{place}走到{sight}大约要{n}分钟，路上很{adj}。',
    'It takes about {n} minutes on foot from the {place} to {sight}, and the way is {adj}.',
  ],
  ['很多{who}会在{place}附近吃一碗{dish}。', 'Many {who} stop for {dish} near the {place}.'],
  ['{time}的{sight}人不多，很{adj}。', '{sight} is {adj} {time}, with few people about.'],
  ['如果想{act}，可以去{city}的{place}。', 'If you want to {act}, head for the {place} in {city}.'],
  [
    '{city}最有名的小吃是{dish}，一份大约{n}元。',
    'The best-known snack of {city} is {dish}, about {n} yuan a portion.',
  ],
  ['住在{sight}附近的{place}，每天出门就能{act}。', 'Stay at a {place} near {sight} and you can {act} every day.'],
  ['{who}常说{city}的{dish}最{adj}。', '{who} often say the {dish} of {city} is the most {adj}.'],
  ['我们在{place}里{act}，一直待到{time}。', 'We went to {act} at the {place} and stayed on {time}.'],
  ['去{sight}前最好提前{n}天预约。', 'Book {sight} {n} days ahead if you can.'],
  ['{city}的{place}{time}很{adj}，适合{who}。', 'The {place} in {city} is {adj} {time}, good for {who}.'],
  ['沿着{sight}往前走，就到了卖{dish}的{place}。', 'Walk on past {sight} and you reach a {place} selling {dish}.'],
  [
    '这家{place}离地铁站只有{n}百米，非常{adj}。',
    'This {place} is only {n} hundred metres from the metro, which is {adj}.',
  ],
  ['{time}来{city}，别忘了尝尝{dish}。', 'Come to {city} {time} and do not miss the {dish}.'],
  ['{who}可以在{sight}{act}，也可以去{place}{act}。', '{who} can {act} at {sight}, or go to the {place} and {act}.'],
  ['{sight}是{city}最{adj}的地方之一。', '{sight} is one of the most {adj} places in {city}.'],
];

/** Titles: the article's city, sight and dish, then a topic. */
export const TITLES: readonly Pair[] = [
  ['{city}{topic}：{sight}和{dish}', '{city} {topic}: {sight} and {dish}'],
  ['{time}去{city}：{sight}怎么玩', '{city} {time}: how to see {sight}'],
  ['在{city}吃{dish}的{n}个地方', '{n} places to eat {dish} in {city}'],
  ['{sight}附近住哪里', 'Where to stay near {sight}'],
  ['{city}的{place}：{who}的{topic}笔记', 'The {place} of {city}: {topic} notes for {who}'],
];

/** An index into a list of `length`, skewed to the head: the first entry about 20 % of picks in a list of 30. */
export const skewedIndex = (random: () => number, length: number): number =>
  Math.min(length - 1, Math.floor(length * random() ** 2.5));

/** The generated tag pool: city and topic (in each language), then sight and topic, then the topics alone. */
export const TAG_POOL_SIZE = 2_000;
export function tagPool(): string[] {
  const names: string[] = [];
  const seen = new Set<string>();
  const add = (name: string) => {
    const key = name.toLowerCase();
    if (name.length > 20 || seen.has(key) || names.length >= TAG_POOL_SIZE) return;
    seen.add(key);
    names.push(name);
  };
  for (const [zh, en] of [...CITIES, ...TOPICS]) {
    add(zh);
    add(en);
  }
  for (const topic of TOPICS) {
    for (const city of CITIES) {
      add(`${city[0]}${topic[0]}`);
      add(`${city[1]} ${topic[1]}`);
    }
  }
  for (const topic of TOPICS) for (const sight of SIGHTS) add(`${sight[0]}${topic[0]}`);
  for (const dish of DISHES) for (const city of CITIES) add(`${city[0]}${dish[0]}`);
  return names;
}

/** The Chinese words of the vocabulary (2 to 4 characters), for the bench's word queries. */
export const chineseWords = (): string[] =>
  [...new Set(Object.values(SLOT_WORDS).flatMap((pairs) => pairs.map(([zh]) => zh)))].filter(
    (word) => word.length >= 2 && word.length <= 4,
  );

/** The English words of the vocabulary (letters only, at least 3), for the bench's prefix queries. */
export const englishWords = (): string[] =>
  [
    ...new Set(
      Object.values(SLOT_WORDS).flatMap((pairs) => pairs.flatMap(([, en]) => en.toLowerCase().split(/[^a-z]+/))),
    ),
  ].filter((word) => word.length >= 3);
