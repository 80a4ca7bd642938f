/**
 * SEED_ARTICLES: generated articles on top of the demo news site, on both engines — counts, both languages, a
 * search row for every published article (a frequent word of the vocabulary found through the index), the paid
 * share, the counters, and a second start that adds nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_ARTICLES } from '~/demo/content/articles';
import { generatedArticle } from '~/demo/synthetic/articles/article';
import { seedSyntheticArticles } from '~/demo/synthetic/articles/index';
import { chineseWords, englishWords, TAG_POOL_SIZE, tagPool } from '~/demo/synthetic/articles/picks';
import { CITIES } from '~/demo/synthetic/articles/words';
import { isQueryRefusal, queryTerms } from '~/lib/content/searchTerms';
import { createDatabase, type Database, type DatabaseOptions } from '~/server/database';
import { searchIds } from '~/server/db/fulltext';
import { createEmptyDatabase, ENGINES } from './helpers';

const TARGET = 340;
const GENERATED = TARGET - SEED_ARTICLES.length;

const countOf = async (db: Database, table: 'cms_article' | 'cms_article_i18n' | 'cms_article_tag') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const terms = (q: string) => {
  const parsed = queryTerms(q);
  if (isQueryRefusal(parsed)) throw new Error(`refused: ${q}`);
  return parsed.terms;
};

describe('generated articles (pure)', () => {
  it('are the same for an ordinal, in both languages, with at most 3 tags of the pool', () => {
    const pool = new Set(tagPool());
    expect(pool.size).toBe(TAG_POOL_SIZE);
    for (const name of pool) expect(name.length).toBeLessThanOrEqual(20);
    expect(generatedArticle(7, 7)).toEqual(generatedArticle(7, 7));
    let paid = 0;
    for (let ordinal = 0; ordinal < 5_000; ordinal += 1) {
      const article = generatedArticle(ordinal, 7);
      expect(article.tags.length).toBeLessThanOrEqual(3);
      for (const tag of article.tags) expect(pool.has(tag)).toBe(true);
      for (const text of Object.values(article.texts)) {
        expect(text.title.length).toBeLessThanOrEqual(80);
        expect(text.summary.length).toBeLessThanOrEqual(200);
        expect(text.paragraphs.join('')).not.toMatch(/[<>&]/);
      }
      if (article.paid) paid += 1;
    }
    expect(paid).toBeGreaterThan(25);
    expect(paid).toBeLessThan(80);
  });
  it('offer the bench Chinese words of 2–4 characters and English words', () => {
    expect(chineseWords().every((word) => word.length >= 2 && word.length <= 4)).toBe(true);
    expect(chineseWords()).toContain('西湖');
    expect(englishWords()).toContain('hangzhou');
  });
});

describe.each(ENGINES)('generated articles (%s)', (engine) => {
  let db: Database;
  let options: DatabaseOptions;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const empty = await createEmptyDatabase(engine);
    drop = empty.drop;
    options = { ...empty.options, demo: { articles: TARGET } };
    db = await createDatabase(options);
  }, 120_000);

  afterAll(async () => {
    await db?.destroy();
    await drop?.();
  });

  it('fill the news site up to the target, in both languages, all published by the editorial team', async () => {
    expect(await countOf(db, 'cms_article')).toBe(TARGET);
    const generated = await db
      .selectFrom('cms_article')
      .select(['id', 'status', 'user_id', 'cover', 'cover_sources', 'publish_time', 'price_money', 'price_points'])
      .where('id', '>', SEED_ARTICLES.length)
      .orderBy('id')
      .execute();
    expect(generated).toHaveLength(GENERATED);
    const now = Date.now() / 1000;
    for (const article of generated) {
      expect(article.status).toBe('published');
      expect(article.user_id).toBeNull();
      expect(article.cover).toMatch(/^\/storage\/cms\//);
      expect(Number(article.publish_time)).toBeGreaterThan(now - 3 * 366 * 86_400);
    }
    const texts = await db
      .selectFrom('cms_article_i18n')
      .select(['lang', (eb) => eb.fn.countAll<number>().as('n')])
      .where('article_id', '>=', generated[0]?.id as number)
      .groupBy('lang')
      .orderBy('lang')
      .execute();
    expect(texts.map((row) => [row.lang, Number(row.n)])).toEqual([
      ['en', GENERATED],
      ['zh-cn', GENERATED],
    ]);
    const paid = generated.filter((a) => Number(a.price_money) > 0);
    expect(paid.length).toBeLessThan(GENERATED * 0.05);
    for (const article of paid) expect([Number(article.price_money), Number(article.price_points)]).toEqual([300, 300]);
    // Several channels hold generated articles, the first the most.
    const channels = await db
      .selectFrom('cms_article')
      .select(['channel_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('id', '>=', generated[0]?.id as number)
      .groupBy('channel_id')
      .execute();
    expect(channels.length).toBeGreaterThanOrEqual(5);
  });

  it('have a search row each, found by the words of the vocabulary', async () => {
    const published = await db
      .selectFrom('cms_article')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow();
    const table = engine === 'sqlite' ? 'cms_search_docsize' : 'cms_search';
    const rows = await db
      .selectFrom(table as 'cms_article')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(Number(published.n));
    const [zh, en] = CITIES[0] as readonly [string, string];
    const byChinese = await searchIds(db, engine, terms(zh), { limit: 1_000, offset: 0 });
    const byEnglish = await searchIds(db, engine, terms(en), { limit: 1_000, offset: 0 });
    expect(byChinese.length).toBeGreaterThan(GENERATED / 4);
    expect(byEnglish.length).toBeGreaterThan(GENERATED / 4);
    const tagged = await db
      .selectFrom('cms_article_tag')
      .select('article_id')
      .where('article_id', '>', SEED_ARTICLES.length)
      .execute();
    expect(tagged.length).toBeGreaterThan(0);
  });

  it('keep the counters right', async () => {
    const channels = await db.selectFrom('cms_channel').select(['id', 'article_count']).execute();
    for (const channel of channels) {
      const row = await db
        .selectFrom('cms_article')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('channel_id', '=', channel.id)
        .where('status', '=', 'published')
        .executeTakeFirstOrThrow();
      expect(Number(channel.article_count)).toBe(Number(row.n));
    }
    const tags = await db
      .selectFrom('cms_tag as t')
      .leftJoin('cms_article_tag as at', 'at.tag_id', 't.id')
      .select(['t.id', 't.article_count', (eb) => eb.fn.count<number>('at.publish_time').as('n')])
      .groupBy(['t.id', 't.article_count'])
      .execute();
    for (const tag of tags) expect(Number(tag.article_count)).toBe(Number(tag.n));
  });

  it('a second start adds nothing; a larger target adds the rest', async () => {
    const again = await createDatabase(options);
    await again.destroy();
    expect(await countOf(db, 'cms_article')).toBe(TARGET);
    expect(await seedSyntheticArticles(db, TARGET)).toBe(0);
    expect(await seedSyntheticArticles(db, TARGET + 10)).toBe(10);
    expect(await countOf(db, 'cms_article')).toBe(TARGET + 10);
    expect(await countOf(db, 'cms_article_i18n')).toBe(
      SEED_ARTICLES.reduce((sum, a) => sum + (a.en ? 2 : 1), 0) + (GENERATED + 10) * 2,
    );
  });
});
