/**
 * The demo news site of a fresh database (docs/design/content.md §11): the channels, the hand-written articles of
 * `articles/` in both languages with their covers, tags, comments by the demo member and four readers, some
 * favourites, and the footer's single pages. Runs inside the seed transaction; deterministic for a given seed time.
 * Articles are inserted oldest first, so ids grow with publication as they do on a live site (search orders by id).
 */
import type { Transaction } from 'kysely';
import { SANITIZE_VERSION } from '~/lib/content/htmlPolicy';
import { newUserRow } from '~/server/auth/user-row';
import type { Engine } from '~/server/db/engine';
import type { DB } from '~/server/db/schema';
import {
  ensureTags,
  indexArticle,
  recountArticles,
  recountChannelsAndTags,
  sanitizeBody,
  setArticleTags,
} from '~/server/modules/cms';
import {
  CHANNELS,
  PAGES,
  READERS,
  SEED_ARTICLES,
  SEED_COMMENTS,
  type SeedArticle,
  type SeedAuthor,
  type SeedText,
} from './articles';
import { type StoredCover, storeSeedCovers } from './covers';

const DAY = 86_400;
const HOUR = 3_600;
const SCENE_SRC = /src="scene:([a-z-]+)"/g;

/** A small number from a key, so seeded views and times vary without a random source. */
function keyNumber(key: string): number {
  let hash = 2_166_136_261;
  for (const char of key) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16_777_619) >>> 0;
  return hash;
}

/** The body with each `scene:` image pointing at the stored file (its largest width) and sized; then sanitised. */
function storedBody(html: string, covers: Map<string, StoredCover>): string {
  const withImages = html.replace(SCENE_SRC, (_match, scene: string) => {
    const cover = covers.get(scene);
    const source = cover?.sources.at(-1);
    return cover && source ? `src="${source.url}" width="${cover.width}" height="${cover.height}"` : 'src=""';
  });
  return sanitizeBody(withImages).html;
}

async function insertChannels(trx: Transaction<DB>, now: number): Promise<Map<string, { id: number; top: number }>> {
  const ids = new Map<string, { id: number; top: number }>();
  for (const channel of CHANNELS) {
    const parent = channel.parent === undefined ? undefined : ids.get(channel.parent);
    const { id } = await trx
      .insertInto('cms_channel')
      .values({
        pid: parent?.id ?? null,
        name: channel.name,
        layout: channel.layout,
        member_submit: channel.memberSubmit ? '1' : '0',
        submit_review: channel.submitReview ? '1' : '0',
        show_on_index: channel.showOnIndex ? '1' : '0',
        weigh: channel.weigh,
        create_time: now,
        update_time: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('cms_channel_i18n')
      .values(
        (['zh-cn', 'en'] as const).map((lang) => ({
          channel_id: id,
          lang,
          title: channel[lang].title,
          description: channel[lang].description,
        })),
      )
      .execute();
    ids.set(channel.name, { id, top: parent?.id ?? id });
  }
  return ids;
}

/** The seeded readers; they cannot sign in (their stored password is no hash, so no password matches it). */
async function insertReaders(trx: Transaction<DB>, demoId: number, now: number): Promise<Map<SeedAuthor, number>> {
  const ids = new Map<SeedAuthor, number>([['demo', demoId]]);
  for (const [author, reader] of Object.entries(READERS) as [SeedAuthor, { username: string; nickname: string }][]) {
    const { id } = await trx
      .insertInto('user')
      .values(newUserRow({ username: reader.username, nickname: reader.nickname, password: '!' }, now - 200 * DAY))
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(author, id);
  }
  return ids;
}

interface SeededArticle {
  seed: SeedArticle;
  id: number;
  publishTime: number | null;
}

/** When the article was published (or last changed, when it is not public): its day, at a time of day of its own. */
const articleTime = (article: SeedArticle, now: number): number =>
  Math.min(now - HOUR, now - article.daysAgo * DAY - (keyNumber(article.key) % (10 * HOUR)));

async function insertArticle(
  trx: Transaction<DB>,
  article: SeedArticle,
  channels: Map<string, { id: number; top: number }>,
  authors: Map<SeedAuthor, number>,
  covers: Map<string, StoredCover>,
  now: number,
): Promise<SeededArticle> {
  const channel = channels.get(article.channel);
  if (!channel) throw new Error(`unknown seed channel ${article.channel}`);
  const status = article.status ?? 'published';
  const time = articleTime(article, now);
  const published = status === 'published';
  const submitted = status !== 'draft';
  const cover = covers.get(article.cover);
  const largest = cover?.sources.at(-1);
  const { id } = await trx
    .insertInto('cms_article')
    .values({
      channel_id: channel.id,
      top_channel_id: channel.top,
      user_id: article.author === undefined ? null : (authors.get(article.author) ?? null),
      status,
      reject_reason: article.rejectReason ?? '',
      cover: largest?.url ?? '',
      cover_width: cover?.width ?? 0,
      cover_height: cover?.height ?? 0,
      cover_sources: cover && cover.sources.length > 1 ? JSON.stringify(cover.sources) : '',
      is_featured: article.featured ? '1' : '0',
      price_money: article.price?.money ?? 0,
      price_points: article.price?.points ?? 0,
      views: published ? 40 + article.daysAgo * 9 + (keyNumber(article.key) % 900) : 0,
      publish_time: published ? time : null,
      submit_time: submitted ? time - HOUR : null,
      create_time: time - 2 * HOUR,
      update_time: time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const texts: [string, SeedText][] = [['zh-cn', article['zh-cn']]];
  if (article.en) texts.push(['en', article.en]);
  await trx
    .insertInto('cms_article_i18n')
    .values(
      texts.map(([lang, text]) => ({
        article_id: id,
        lang,
        title: text.title,
        summary: text.summary,
        content: storedBody(text.content, covers),
        content_policy: SANITIZE_VERSION,
      })),
    )
    .execute();
  await setArticleTags(trx, id, await ensureTags(trx, article.tags, now), published ? time : null);
  return { seed: article, id, publishTime: published ? time : null };
}

async function insertPages(trx: Transaction<DB>, covers: Map<string, StoredCover>, now: number): Promise<void> {
  for (const page of PAGES) {
    const { id } = await trx
      .insertInto('cms_page')
      .values({
        name: page.name,
        in_footer: page.inFooter ? '1' : '0',
        weigh: page.weigh,
        create_time: now,
        update_time: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('cms_page_i18n')
      .values(
        (['zh-cn', 'en'] as const).map((lang) => ({
          page_id: id,
          lang,
          title: page[lang].title,
          description: page[lang].description,
          content: storedBody(page[lang].content, covers),
          content_policy: SANITIZE_VERSION,
        })),
      )
      .execute();
  }
}

async function insertComments(
  trx: Transaction<DB>,
  articles: Map<string, SeededArticle>,
  authors: Map<SeedAuthor, number>,
  now: number,
): Promise<void> {
  const rows = SEED_COMMENTS.flatMap((comment) => {
    const article = articles.get(comment.article);
    const userId = authors.get(comment.by);
    if (article?.publishTime == null || userId === undefined) return [];
    const time = Math.min(article.publishTime + comment.hoursAfter * HOUR, now - 60);
    return [{ article_id: article.id, user_id: userId, content: comment.text, create_time: time }];
  }).sort((a, b) => a.create_time - b.create_time);
  if (rows.length > 0) await trx.insertInto('cms_comment').values(rows).execute();
}

/**
 * Favourites: the demo member keeps five articles (every seventh published editorial article by key, so the member
 * centre's list is not empty), and each reader a few of their own choosing.
 */
async function insertFavourites(
  trx: Transaction<DB>,
  articles: readonly SeededArticle[],
  authors: Map<SeedAuthor, number>,
  now: number,
): Promise<void> {
  const published = articles
    .filter((a) => a.publishTime !== null && a.seed.author === undefined)
    .sort((a, b) => (a.seed.key < b.seed.key ? -1 : 1));
  const rows: { user_id: number; article_id: number; create_time: number }[] = [];
  for (const [author, userId] of authors) {
    const picks =
      author === 'demo'
        ? published.filter((_, i) => i % 7 === 3).slice(0, 5)
        : published.filter((a) => keyNumber(`${author}:${a.seed.key}`) % 4 === 0);
    for (const article of picks) {
      rows.push({
        user_id: userId,
        article_id: article.id,
        create_time: Math.min((article.publishTime ?? now) + DAY, now - 60),
      });
    }
  }
  if (rows.length > 0) await trx.insertInto('cms_favourite').values(rows).execute();
}

/** Seeds the news site; `demoId` is the demo member, who writes some of the member articles. */
export async function seedContent(trx: Transaction<DB>, engine: Engine, demoId: number, now: number): Promise<void> {
  const covers = await storeSeedCovers(trx, now);
  const channels = await insertChannels(trx, now);
  const authors = await insertReaders(trx, demoId, now);
  const ordered = [...SEED_ARTICLES].sort((a, b) => articleTime(a, now) - articleTime(b, now));
  const seeded: SeededArticle[] = [];
  for (const article of ordered) seeded.push(await insertArticle(trx, article, channels, authors, covers, now));
  await insertPages(trx, covers, now);
  const byKey = new Map(seeded.map((article) => [article.seed.key, article]));
  await insertComments(trx, byKey, authors, now);
  await insertFavourites(trx, seeded, authors, now);
  const ids = seeded.map((article) => article.id);
  if (ids.length > 0) await recountArticles(trx, Math.min(...ids), Math.max(...ids));
  await recountChannelsAndTags(trx);
  for (const article of seeded) if (article.publishTime !== null) await indexArticle(trx, engine, article.id);
}
