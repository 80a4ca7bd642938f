/**
 * `GET /api/cms/info` (guest; member-aware): one public article with its body, its neighbours in the channel and
 * related articles (design §7). A valid token adds `favourite` and unlocks a paid body for its author and its
 * buyers; an invalid or expired token reads as a guest (reading never signs anyone out). A paid body never
 * reaches anyone else: `content` is '' and `buy_options` say how to buy it. Each call counts a view (`views.ts`).
 */
import type { Kysely } from 'kysely';
import { siteCurrency } from '~/config';
import type { Article, ArticleLink } from '~/contract/cms';
import { accessOf, buyOptions } from '~/lib/content/purchase';
import type { Lang } from '~/lib/i18n/locale';
import { isMember } from '~/server/auth/current-user';
import type { DB } from '~/server/db';
import { preferred } from '~/server/db/preferredLang';
import type { ApiContext } from '~/server/http/context';
import { ok } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import type { Reply } from '~/server/http/router';
import { currentBody } from './bodies';
import { articleCards, articleTexts, CARD_COLUMNS, type CardRow } from './cards';
import { type ChannelTree, channelTree } from './channels';
import { idOf } from './params';
import { publicArticles } from './publicArticles';
import { readCmsSettings } from './settings';
import { countView, pendingViews } from './views';

export const ARTICLE_NOT_FOUND = 'Article not found';
/** Tag links read to find related articles (the newest of each shared tag). */
const RELATED_CANDIDATES = 40;

type Neighbour = 'prev' | 'next';

/** The older (`prev`) or newer (`next`) public article of the same channel, by publication then id. */
async function neighbour(db: Kysely<DB>, row: CardRow, side: Neighbour, lang: Lang): Promise<ArticleLink | null> {
  const time = Number(row.publish_time ?? 0);
  const before = side === 'prev';
  const found = await db
    .selectFrom('cms_article')
    .select('id')
    .where('channel_id', '=', row.channel_id)
    .where('status', '=', 'published')
    .where((eb) =>
      eb.or([
        eb('publish_time', before ? '<' : '>', time),
        eb.and([eb('publish_time', '=', time), eb('id', before ? '<' : '>', row.id)]),
      ]),
    )
    .orderBy('publish_time', before ? 'desc' : 'asc')
    .orderBy('id', before ? 'desc' : 'asc')
    .limit(1)
    .executeTakeFirst();
  if (!found) return null;
  const text = preferred(await articleTexts(db, [found.id]), (t) => t.article_id, lang).get(found.id);
  return text ? { id: found.id, title: text.title } : null;
}

/**
 * Up to `count` (setting `cms_related_count`) public articles sharing the most tags (newest first among equals),
 * then the channel's newest.
 */
async function related(db: Kysely<DB>, row: CardRow, tree: ChannelTree, count: number): Promise<CardRow[]> {
  if (count === 0) return [];
  const tagIds = (
    await db.selectFrom('cms_article_tag').select('tag_id').where('article_id', '=', row.id).execute()
  ).map((tag) => tag.tag_id);
  const shared = new Map<number, number>();
  if (tagIds.length > 0) {
    const links = await db
      .selectFrom('cms_article_tag')
      .select('article_id')
      .where('tag_id', 'in', tagIds)
      .where('publish_time', 'is not', null)
      .where('article_id', '!=', row.id)
      .orderBy('publish_time', 'desc')
      .limit(RELATED_CANDIDATES)
      .execute();
    for (const link of links) shared.set(link.article_id, (shared.get(link.article_id) ?? 0) + 1);
  }
  const byTags =
    shared.size === 0
      ? []
      : ((await publicArticles(db, tree)
          ?.where('a.id', 'in', [...shared.keys()])
          .execute()) ?? []);
  byTags.sort((a, b) => (shared.get(b.id) ?? 0) - (shared.get(a.id) ?? 0));
  const picked = byTags.slice(0, count);
  if (picked.length < count) {
    const taken = [row.id, ...picked.map((p) => p.id)];
    const fill =
      (await publicArticles(db, tree, { id: row.channel_id, top: false })
        ?.where('a.id', 'not in', taken)
        .limit(count - picked.length)
        .execute()) ?? [];
    picked.push(...fill);
  }
  return picked;
}

export async function cmsInfo(ctx: ApiContext): Reply<'cms/info'> {
  const id = idOf(ctx.query, 'id');
  if (id === undefined) throw new ApiError(ARTICLE_NOT_FOUND);
  return ok(await articleAnswer(ctx, id, { countView: true }));
}

/** The article as the caller may read it now; `countView` for a reader's visit (not for the answer of a purchase). */
export async function articleAnswer(ctx: ApiContext, id: number, options: { countView: boolean }): Promise<Article> {
  const tree = await channelTree(ctx.db, ctx.lang);
  const row = await ctx.db
    .selectFrom('cms_article as a')
    .select(CARD_COLUMNS)
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (row?.status !== 'published' || !tree.byId.get(row.channel_id)?.public) throw new ApiError(ARTICLE_NOT_FOUND);

  const auth = ctx.token ? await ctx.auth() : null;
  const member = auth && isMember(auth) ? auth.user : null;
  const [purchase, favourite, texts] = await Promise.all([
    member
      ? ctx.db
          .selectFrom('cms_purchase')
          .select('id')
          .where('user_id', '=', member.id)
          .where('article_id', '=', id)
          .executeTakeFirst()
      : undefined,
    member
      ? ctx.db
          .selectFrom('cms_favourite')
          .select('article_id')
          .where('user_id', '=', member.id)
          .where('article_id', '=', id)
          .executeTakeFirst()
      : undefined,
    ctx.db
      .selectFrom('cms_article_i18n')
      .select(['lang', 'content', 'content_policy', 'seo_title', 'seo_description'])
      // Every language: a member's article is written in one, which may not be the default one.
      .where('article_id', '=', id)
      .execute(),
  ]);
  const priced = {
    status: row.status,
    user_id: row.user_id,
    price_money: Number(row.price_money),
    price_points: row.price_points,
  };
  const access = accessOf(priced, member ? { id: member.id, purchased: purchase !== undefined } : null);
  const text = preferred(texts, () => id, ctx.lang).get(id);
  const [cards, prev, next, relatedRows] = await Promise.all([
    articleCards(ctx.db, [row], ctx.lang, tree),
    neighbour(ctx.db, row, 'prev', ctx.lang),
    neighbour(ctx.db, row, 'next', ctx.lang),
    readCmsSettings(ctx.db).then((settings) => related(ctx.db, row, tree, settings.relatedCount)),
  ]);
  const card = cards[0];
  if (!card || !text) throw new ApiError(ARTICLE_NOT_FOUND);
  if (options.countView) countView(ctx.db, id);
  const article: Article = {
    ...card,
    views: card.views + pendingViews(ctx.db, id),
    content: access === 'locked' ? '' : await currentBody(ctx.db, 'article', id, text),
    access,
    buy_options: access === 'locked' ? buyOptions(priced, siteCurrency()) : [],
    seo_title: text.seo_title,
    seo_description: text.seo_description,
    prev,
    next,
    related: await articleCards(ctx.db, relatedRows, ctx.lang, tree),
    favourite: favourite !== undefined,
    update_time: Number(row.update_time),
  };
  return article;
}
