/**
 * `SEED_ARTICLES=n`: generated articles on top of the demo news site until `n` articles exist, for benches and load
 * tests (docs/design/content.md §11). Each is `article.ts`'s article of its ordinal: both languages, a
 * seeded channel by a skewed share, published within the last three years by the editorial team, 0–3 tags of a pool
 * of 2,000, 1 % paid at the seed's paid article's prices, and a cover of the seed's stored covers (their rows are
 * reused; no file is copied). Batches of 1,000 articles commit one by one with their texts, tags and search rows
 * while fewer than `n` articles exist: a start that crashed mid-way resumes with the next batch, and two processes
 * starting at once take turns (an advisory lock on PostgreSQL, the write lock on SQLite). The counters of channels
 * and tags are recomputed at the end.
 */
import type { Kysely, Transaction } from 'kysely';
import { SANITIZE_VERSION } from '~/lib/content/htmlPolicy';
import { indexTerms } from '~/lib/content/searchTerms';
import { fillInBatches } from '~/server/db/batchFill';
import { type Engine, engineOf } from '~/server/db/engine';
import { insertSearchRows } from '~/server/db/fulltext';
import type { DB } from '~/server/db/schema';
import type { NewCmsArticle } from '~/server/db/schema-cms';
import { afterBulkLoad } from '~/server/db/series';
import { ensureTags, recountArticles, recountChannelsAndTags } from '~/server/modules/cms';
import { type GeneratedArticle, generatedArticle } from './article';

/** Articles per transaction. */
export const SYNTHETIC_ARTICLE_BATCH = 1_000;
/** Rows per insert statement (well under SQLite's 32,766 parameters and PostgreSQL's 65,535). */
const INSERT_CHUNK = 500;
const SYNTHETIC_ARTICLES_LOCK_ID = 720_303;
const HOUR = 3_600;
/** The seed's paid article's prices, when the seed has none (¥3.00 or 300 points). */
const DEFAULT_PRICE = { money: 300, points: 300 };

type Db = Kysely<DB>;
type Trx = Transaction<DB>;

interface Cover {
  cover: string;
  cover_width: number;
  cover_height: number;
  cover_sources: string;
}

interface BatchContext {
  engine: Engine;
  channels: readonly { id: number; top: number }[];
  covers: readonly Cover[];
  price: { money: number; points: number };
  now: number;
}

async function countArticles(db: Db | Trx): Promise<number> {
  const row = await db
    .selectFrom('cms_article')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const bodyHtml = (paragraphs: readonly string[]): string => paragraphs.map((text) => `<p>${text}</p>`).join('\n');

/** What `searchIndex.ts` indexes for the article: every language's title, summary, free body, then the tags. */
function searchTerms(article: GeneratedArticle): string {
  const texts = [article.texts.en, article.texts['zh-cn']];
  const parts = texts.flatMap((text) => [text.title, text.summary, article.paid ? '' : text.paragraphs.join('\n')]);
  return indexTerms([...parts, ...article.tags].filter((part) => part !== '').join('\n'));
}

/** One batch: the articles with ordinals `[from, from + count)`, their texts, tags and search rows. */
async function insertBatch(trx: Trx, from: number, count: number, context: BatchContext): Promise<void> {
  const { engine, channels, covers, price, now } = context;
  // Oldest first, so ids grow with publication within the batch.
  const articles = Array.from({ length: count }, (_, i) => generatedArticle(from + i, channels.length)).sort(
    (a, b) => b.age - a.age || a.ordinal - b.ordinal,
  );
  const rows: NewCmsArticle[] = articles.map((article) => {
    const channel = channels[article.channel] as BatchContext['channels'][number];
    const time = now - article.age;
    const cover = covers.length > 0 ? covers[article.cover % covers.length] : undefined;
    return {
      channel_id: channel.id,
      top_channel_id: channel.top,
      user_id: null,
      status: 'published',
      ...(cover ?? {}),
      price_money: article.paid ? price.money : 0,
      price_points: article.paid ? price.points : 0,
      views: article.views,
      publish_time: time,
      submit_time: time - HOUR,
      create_time: time - 2 * HOUR,
      update_time: time,
    };
  });
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const inserted = await trx
      .insertInto('cms_article')
      .values(rows.slice(start, start + INSERT_CHUNK))
      .returning('id')
      .execute();
    // Identity and autoincrement ids grow in the order of the VALUES list, whatever order RETURNING lists them in.
    ids.push(...inserted.map((row) => row.id).sort((a, b) => a - b));
  }

  const texts = articles.flatMap((article, i) =>
    (['zh-cn', 'en'] as const).map((lang) => ({
      article_id: ids[i] as number,
      lang,
      title: article.texts[lang].title,
      summary: article.texts[lang].summary,
      content: bodyHtml(article.texts[lang].paragraphs),
      content_policy: SANITIZE_VERSION,
    })),
  );
  for (let start = 0; start < texts.length; start += INSERT_CHUNK) {
    await trx
      .insertInto('cms_article_i18n')
      .values(texts.slice(start, start + INSERT_CHUNK))
      .execute();
  }

  const names = [...new Set(articles.flatMap((article) => article.tags))];
  const tagIds = new Map<string, number>();
  for (let start = 0; start < names.length; start += INSERT_CHUNK) {
    const chunk = names.slice(start, start + INSERT_CHUNK);
    const chunkIds = await ensureTags(trx, chunk, now);
    chunk.forEach((name, i) => {
      tagIds.set(name, chunkIds[i] as number);
    });
  }
  const links = articles.flatMap((article, i) =>
    article.tags.map((name, position) => ({
      article_id: ids[i] as number,
      tag_id: tagIds.get(name) as number,
      position,
      publish_time: rows[i]?.publish_time ?? null,
    })),
  );
  for (let start = 0; start < links.length; start += INSERT_CHUNK) {
    await trx
      .insertInto('cms_article_tag')
      .values(links.slice(start, start + INSERT_CHUNK))
      .execute();
  }

  await insertSearchRows(
    trx,
    engine,
    articles.map((article, i) => [ids[i] as number, searchTerms(article)] as const),
  );
  await recountArticles(trx, ids[0] as number, ids.at(-1) as number);
}

export interface SyntheticArticleOptions {
  /** Unix seconds; publication times reach three years back from it. */
  now?: number;
  /** Progress, one line per batch. */
  log?: (line: string) => void;
}

/** The seed's stored covers, as rows of `cms_article` hold them (each distinct cover once). */
async function seededCovers(db: Db): Promise<Cover[]> {
  const rows = await db
    .selectFrom('cms_article')
    .select(['cover', 'cover_width', 'cover_height', 'cover_sources'])
    .where('cover', '<>', '')
    .where('user_id', 'is', null)
    .groupBy(['cover', 'cover_width', 'cover_height', 'cover_sources'])
    .orderBy('cover')
    .execute();
  return rows.map((row) => ({ ...row, cover_width: Number(row.cover_width), cover_height: Number(row.cover_height) }));
}

/** The prices of the seed's first paid article, or the default. */
async function seededPrice(db: Db): Promise<{ money: number; points: number }> {
  const row = await db
    .selectFrom('cms_article')
    .select(['price_money', 'price_points'])
    .where((eb) => eb.or([eb('price_money', '>', 0), eb('price_points', '>', 0)]))
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row ? { money: Number(row.price_money), points: Number(row.price_points) } : DEFAULT_PRICE;
}

/**
 * Adds generated articles until `target` articles exist (none when there are already that many). Returns how many
 * it added. Runs after the demo seed (it needs the seeded channels); each batch is its own transaction.
 */
export async function seedSyntheticArticles(
  db: Db,
  target: number,
  options: SyntheticArticleOptions = {},
): Promise<number> {
  if ((await countArticles(db)) >= target) return 0;
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const engine = engineOf(db);
  const channelRows = await db
    .selectFrom('cms_channel')
    .select(['id', 'pid'])
    .where('status', '=', '1')
    .orderBy('id')
    .execute();
  if (channelRows.length === 0) throw new Error('generated articles need the seeded channels');
  const context: BatchContext = {
    engine,
    channels: channelRows.map((row) => ({ id: row.id, top: row.pid ?? row.id })),
    covers: await seededCovers(db),
    price: await seededPrice(db),
    now,
  };

  const added = await fillInBatches(
    db,
    target,
    {
      what: 'articles',
      lockId: SYNTHETIC_ARTICLES_LOCK_ID,
      batch: SYNTHETIC_ARTICLE_BATCH,
      count: (trx) => countArticles(trx),
      insert: (trx, total, count) => insertBatch(trx, total, count, context),
    },
    options.log,
  );
  if (added > 0) {
    await recountChannelsAndTags(db);
    await afterBulkLoad(db, ['cms_article', 'cms_article_i18n', 'cms_article_tag', 'cms_tag', 'cms_search']);
  }
  return added;
}
