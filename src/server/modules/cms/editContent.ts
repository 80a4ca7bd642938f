/**
 * A member's own article (design §7): `GET cms/editContent` loads one for the editor (0 or none: a new one) with the
 * channels open to members; `POST cms/editContent` saves it as a draft or submits it, through the state machine of
 * `lib/content/articleStatus.ts`, in one transaction with its tags, counters and search row; `POST cms/preview`
 * answers the article as `cms/info` would after publication, storing nothing. Another member's article (or the
 * editorial team's) answers `Article not found`, as an unknown id.
 */
import { siteCurrency } from '~/config';
import type { Article } from '~/contract/cms';
import type { EditorArticle } from '~/contract/cmsMember';
import {
  ARTICLE_REFUSALS,
  type ArticleEvent,
  type ArticleStatus,
  isArticleRefusal,
  publishTimeAfter,
  transition,
} from '~/lib/content/articleStatus';
import { SANITIZE_VERSION } from '~/lib/content/htmlPolicy';
import { DEFAULT_AVATAR } from '~/lib/format/url';
import { isLang, type Lang } from '~/lib/i18n/locale';
import { engineOf } from '~/server/db/engine';
import { langsOf } from '~/server/db/preferredLang';
import type { UserRow } from '~/server/db/schema';
import type { ApiContext } from '~/server/http/context';
import { ok } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import type { Params } from '~/server/http/request';
import type { Reply } from '~/server/http/router';
import { ARTICLE_LIMITS, type ArticleInput, readArticleInput } from './articleInput';
import { articlePlaces, syncArticle } from './articleSync';
import { channelRef, channelTree } from './channels';
import { fieldRefusal, PARAMETER_ERROR, rawText } from './input';
import { articleNotFound, inTransaction } from './memberCommon';
import { readCmsSettings } from './settings';
import { ensureTags, setArticleTags } from './tags';

export const CANNOT_EDIT = 'This article cannot be edited now';
export const SUBMIT_DAILY_LIMIT = 'You have submitted many articles today';
export const statusTextKey = (status: string) => `status.${status}`;

/** `id`: absent, '' or 0 → a new article (0); a positive id; anything else → `Article not found`. */
function articleIdParam(params: Params): number {
  const text = rawText(params, 'id').trim();
  if (text === '' || text === '0') return 0;
  if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647) throw articleNotFound('id');
  return Number(text);
}

/** The member's own article row, or `Article not found`. */
async function ownArticle(ctx: ApiContext, user: UserRow, id: number) {
  const row = await ctx.db
    .selectFrom('cms_article')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!row) throw articleNotFound('id');
  return row;
}

export async function loadEditContent(ctx: ApiContext, user: UserRow): Reply<'cms/editcontent', 'GET'> {
  const id = articleIdParam(ctx.query);
  const tree = await channelTree(ctx.db, ctx.lang);
  const channels = tree.list
    .filter((node) => node.member_submit)
    .map((node) => ({ ...channelRef(node), submit_review: node.submit_review }));
  let article: EditorArticle | null = null;
  if (id !== 0) {
    const row = await ownArticle(ctx, user, id);
    const wanted = rawText(ctx.query, 'lang').trim();
    const lang: Lang = isLang(wanted) ? wanted : ctx.lang;
    const texts = await ctx.db
      .selectFrom('cms_article_i18n')
      .select(['lang', 'title', 'summary', 'content'])
      .where('article_id', '=', id)
      .execute();
    const text = texts.find((t) => t.lang === lang) ??
      texts.find((t) => langsOf(lang).includes(t.lang as Lang)) ??
      texts[0] ?? { lang, title: '', summary: '', content: '' };
    const tags = await ctx.db
      .selectFrom('cms_article_tag as at')
      .innerJoin('cms_tag as t', 't.id', 'at.tag_id')
      .select('t.name')
      .where('at.article_id', '=', id)
      .orderBy('at.position')
      .execute();
    article = {
      id,
      lang: isLang(text.lang) ? text.lang : lang,
      langs: texts.map((t) => t.lang).filter(isLang),
      title: text.title,
      channel_id: row.channel_id,
      cover: row.cover,
      summary: text.summary,
      tags: tags.map((tag) => tag.name),
      content: text.content,
      status: row.status,
      status_text: ctx.t(statusTextKey(row.status)),
      reject_reason: row.reject_reason,
    };
  }
  return ok({ article, channels, limits: ARTICLE_LIMITS });
}

function opParam(params: Params): 'draft' | 'submit' {
  const op = rawText(params, 'op').trim() || 'draft';
  if (op !== 'draft' && op !== 'submit') throw fieldRefusal(PARAMETER_ERROR, 'op');
  return op;
}

/** The status after the author's `op` from `state`; a pending article submitted again is withdrawn and resubmitted. */
function nextStatus(state: ArticleStatus | null, op: 'draft' | 'submit', input: ArticleInput): ArticleStatus {
  const from = state === 'pending' && op === 'submit' ? 'draft' : state;
  const event: ArticleEvent = op === 'submit' && from !== 'published' ? 'submit' : 'save';
  const next = transition(from, event, {
    actor: 'author',
    channel: { member_submit: input.channel.member_submit, submit_review: input.channel.submit_review },
  });
  if (isArticleRefusal(next)) {
    if (next.refused === ARTICLE_REFUSALS.channelClosed)
      throw fieldRefusal('This channel does not accept articles', 'channel_id');
    throw new ApiError(CANNOT_EDIT, { data: { field: 'id' } });
  }
  if (next === 'deleted') throw new ApiError(CANNOT_EDIT, { data: { field: 'id' } });
  return next;
}

export async function saveContent(ctx: ApiContext, user: UserRow): Reply<'cms/editcontent', 'POST'> {
  const id = articleIdParam(ctx.body);
  const op = opParam(ctx.body);
  const existing = id === 0 ? null : await ownArticle(ctx, user, id);
  const tree = await channelTree(ctx.db, ctx.lang);
  const input = await readArticleInput(ctx, user, tree, ctx.body, op === 'submit');
  const status = nextStatus(existing?.status ?? null, op, input);
  const settings = await readCmsSettings(ctx.db);
  const engine = engineOf(ctx.db);
  const now = ctx.now;
  const submitted = op === 'submit' && existing?.status !== 'published';

  const savedId = await inTransaction(ctx.db, async (trx) => {
    if (submitted) {
      // The articles the member has submitted today (UTC), counted from the articles themselves under a lock of the
      // member's row, so parallel submissions (also through other instances) are counted one after another.
      const lock = trx.selectFrom('user').select('id').where('id', '=', user.id);
      await (engine === 'postgres' ? lock.forUpdate() : lock).execute();
      const day = now - (now % 86_400);
      let today = trx
        .selectFrom('cms_article')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', user.id)
        .where('submit_time', '>=', day);
      if (existing) today = today.where('id', '!=', existing.id);
      const counted = await today.executeTakeFirstOrThrow();
      if (Number(counted.n) + 1 > settings.submitPerDay) throw new ApiError(SUBMIT_DAILY_LIMIT);
    }
    const channel = input.channel;
    const values = {
      channel_id: channel.id,
      top_channel_id: channel.pid ?? channel.id,
      status,
      reject_reason: '',
      cover: input.cover?.url ?? '',
      cover_width: input.cover?.width ?? 0,
      cover_height: input.cover?.height ?? 0,
      cover_sources: '',
      update_time: now,
      ...(submitted ? { submit_time: now } : {}),
    };
    let articleId: number;
    let before: { channels: number[]; tags: number[] } = { channels: [], tags: [] };
    if (existing) {
      before = await articlePlaces(trx, existing.id);
      const current = existing.publish_time === null ? null : Number(existing.publish_time);
      const updated = await trx
        .updateTable('cms_article')
        .set({ ...values, publish_time: publishTimeAfter(current, status, now) })
        .where('id', '=', existing.id)
        .where('user_id', '=', user.id)
        .where('status', '=', existing.status)
        .executeTakeFirst();
      // Changed by another request meanwhile (deleted, approved): the editor loads it again.
      if (Number(updated.numUpdatedRows) !== 1) throw new ApiError(CANNOT_EDIT, { data: { field: 'id' } });
      articleId = existing.id;
    } else {
      const inserted = await trx
        .insertInto('cms_article')
        .values({
          ...values,
          user_id: user.id,
          publish_time: publishTimeAfter(null, status, now),
          submit_time: submitted ? now : null,
          create_time: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      articleId = inserted.id;
    }
    await trx
      .insertInto('cms_article_i18n')
      .values({
        article_id: articleId,
        lang: input.lang,
        title: input.title,
        summary: input.summary,
        content: input.content,
        content_policy: SANITIZE_VERSION,
      })
      .onConflict((oc) =>
        oc.columns(['article_id', 'lang']).doUpdateSet({
          title: input.title,
          summary: input.summary,
          content: input.content,
          content_policy: SANITIZE_VERSION,
        }),
      )
      .execute();
    const tagIds = await ensureTags(trx, input.tags, now);
    await setArticleTags(trx, articleId, tagIds, null);
    await syncArticle(trx, engine, articleId, before);
    return articleId;
  });
  const msg = status === 'published' ? 'Published' : status === 'pending' ? 'Submitted for review' : 'Draft saved';
  return ok({ id: savedId, status, status_text: ctx.t(statusTextKey(status)) }, msg);
}

export async function previewContent(ctx: ApiContext, user: UserRow): Reply<'cms/preview'> {
  const id = articleIdParam(ctx.body);
  const existing = id === 0 ? null : await ownArticle(ctx, user, id);
  const tree = await channelTree(ctx.db, ctx.lang);
  const input = await readArticleInput(ctx, user, tree, ctx.body, false);
  const price = { price_money: Number(existing?.price_money ?? 0), price_points: existing?.price_points ?? 0 };
  const paid = price.price_money > 0 || price.price_points > 0;
  const cover = input.cover && {
    ...input.cover,
    sources: [{ w: input.cover.width, url: input.cover.url }],
  };
  const article: Article = {
    id,
    title: input.title,
    summary: input.summary,
    cover,
    channel: channelRef(input.channel),
    author: { id: user.id, nickname: user.nickname, avatar: user.avatar || DEFAULT_AVATAR },
    publish_time: existing?.publish_time ? Number(existing.publish_time) : ctx.now,
    views: existing?.views ?? 0,
    comments: existing?.comments ?? 0,
    favourites: existing?.favourites ?? 0,
    tags: input.tags.map((name) => ({ name })),
    paid: paid ? { ...price, currency: siteCurrency() } : null,
    content_lang: input.lang,
    langs: [input.lang],
    content: input.content,
    access: 'author',
    buy_options: [],
    seo_title: '',
    seo_description: '',
    prev: null,
    next: null,
    related: [],
    favourite: false,
    update_time: ctx.now,
  };
  return ok(article);
}
