/**
 * The news site's guest reads on both engines (docs/api.md §14): the index, channels, articles, single pages,
 * comments and the sitemaps, over the seeded demo content — and what never shows: unpublished articles, disabled
 * channels, and a paid body for anyone but its buyer.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Article,
  ChannelAnswer,
  CmsIndexAnswer,
  CommentsAnswer,
  PageAnswer,
  PageLink,
  SitemapAnswer,
} from '~/contract/cms';
import { PAID_MARKER, SEED_ARTICLES, SEED_COMMENTS } from '~/demo/content/articles';
import { flushViews } from '~/server/modules/cms/views';
import { call, ENGINES, type LoggedIn, loginDemo, setupDatabase, type TestDatabase } from './helpers';

const paidSeed = SEED_ARTICLES.find((article) => article.price);
const zhOnlySeed = SEED_ARTICLES.find((article) => !article.en && (article.status ?? 'published') === 'published');
const publishedSeeds = SEED_ARTICLES.filter((article) => (article.status ?? 'published') === 'published');

describe.each(ENGINES)('content reads (%s)', (engine) => {
  let t: TestDatabase;
  let demo: LoggedIn;

  const get = async <T>(path: string, options: { lang?: 'en' | 'zh-cn'; token?: string } = {}) => {
    const res = await call<T>(t.db, path, options);
    return res;
  };
  const idOf = async (key: string): Promise<number> => {
    const seed = SEED_ARTICLES.find((article) => article.key === key);
    if (!seed) throw new Error(`no seed article ${key}`);
    const row = await t.db
      .selectFrom('cms_article_i18n')
      .select('article_id')
      .where('lang', '=', 'zh-cn')
      .where('title', '=', seed['zh-cn'].title)
      .executeTakeFirstOrThrow();
    return row.article_id;
  };

  beforeAll(async () => {
    t = await setupDatabase(engine);
    demo = await loginDemo(t.db);
  });
  afterAll(async () => t?.cleanup());

  it('answers the index: featured, latest, and a block per channel shown on it', async () => {
    const res = await get<CmsIndexAnswer>('/api/cms/index', { lang: 'en' });
    expect(res.body.code).toBe(1);
    expect(res.headers.get('cache-control')).toBe('public, max-age=10');
    const data = res.body.data;
    expect(data.featured).toHaveLength(5);
    expect(data.latest).toHaveLength(10);
    const times = data.latest.map((card) => card.publish_time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(data.channels.map((c) => c.name)).toEqual(['travel', 'hotel-news', 'member-stories', 'notices']);
    const travel = data.channels[0];
    expect(travel?.title).toBe('Travel');
    expect(travel?.children.map((c) => c.name)).toEqual(['city-guides', 'food']);
    expect(travel?.latest.length).toBe(4);
    // A parent's block holds its children's articles too.
    expect(new Set(travel?.latest.map((card) => card.channel.name))).not.toEqual(new Set(['travel']));
    const card = data.latest.find((c) => c.langs.includes('en'));
    expect(card).toMatchObject({ content_lang: 'en', tags: expect.any(Array), channel: expect.any(Object) });
    for (const c of data.latest) expect(c.content_lang).toBe(c.langs.includes('en') ? 'en' : 'zh-cn');
    expect(card?.cover === null || (card?.cover?.sources.length ?? 0) >= 1).toBe(true);
    expect(card).not.toHaveProperty('content');
    const limited = await get<CmsIndexAnswer>('/api/cms/index?limit=3');
    expect(limited.body.data.latest).toHaveLength(3);
    const capped = await get<CmsIndexAnswer>('/api/cms/index?limit=500');
    expect(capped.body.data.latest).toHaveLength(20);
    const withToken = await get('/api/cms/index', { token: demo.token });
    expect(withToken.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a channel by name or id, a parent with its children’s articles, pages and layouts', async () => {
    const byName = await get<ChannelAnswer>('/api/cms/channel?value=travel&limit=50', { lang: 'en' });
    expect(byName.body.code).toBe(1);
    const travel = byName.body.data;
    const travelSeeds = publishedSeeds.filter((a) => ['travel', 'city-guides', 'food'].includes(a.channel));
    expect(travel.total).toBe(travelSeeds.length);
    expect(travel.list).toHaveLength(travelSeeds.length);
    expect(travel.layout).toBe('list');
    expect(travel.channel).toMatchObject({ name: 'travel', parent: null, member_submit: false });
    expect(travel.channel.children.map((c) => c.name)).toEqual(['city-guides', 'food']);

    const byId = await get<ChannelAnswer>(`/api/cms/channel?value=${travel.channel.children[0]?.id}`);
    expect(byId.body.data.channel).toMatchObject({ name: 'city-guides', layout: 'picture' });
    expect(byId.body.data.channel.parent?.name).toBe('travel');
    expect(byId.body.data.list.every((card) => card.channel.name === 'city-guides')).toBe(true);
    const asList = await get<ChannelAnswer>('/api/cms/channel?value=city-guides&type=list');
    expect(asList.body.data.layout).toBe('list');

    const page2 = await get<ChannelAnswer>('/api/cms/channel?value=travel&limit=5&page=2');
    expect(page2.body.data.list.map((c) => c.id)).toEqual(travel.list.slice(5, 10).map((c) => c.id));
    const past = await get<ChannelAnswer>('/api/cms/channel?value=travel&page=999');
    expect(past.body.data).toMatchObject({ list: [], total: travel.total });

    for (const [query, msg] of [
      ['value=nowhere', 'We could not find that channel.'],
      ['value=Travel', 'We could not find that channel.'],
      ['value=0', 'We could not find that channel.'],
      ['value=99999999999', 'We could not find that channel.'],
      ['', 'We could not find that channel.'],
      ['value=travel&type=grid', 'The request parameters are not valid.'],
      ['value=travel&type=LIST', 'The request parameters are not valid.'],
      ['value=travel&page=1001', 'This page number is too large.'],
    ] as const) {
      const res = await get(`/api/cms/channel?${query}`, { lang: 'en' });
      expect(res.status, query).toBe(200);
      expect(res.body, query).toMatchObject({ code: 0, msg });
    }
  });

  it('answers an article with its body, neighbours and related articles', async () => {
    const id = await idOf('hangzhou-city-guide');
    const res = await get<Article>(`/api/cms/info?id=${id}`, { lang: 'en' });
    expect(res.body.code).toBe(1);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const article = res.body.data;
    expect(article).toMatchObject({ id, access: 'free', buy_options: [], favourite: false, content_lang: 'en' });
    expect(article.langs).toEqual(['zh-cn', 'en']);
    expect(article.content).toContain('<h2>');
    expect(article.content).not.toMatch(/scene:|<script|on\w+=/);
    expect(article.related.length).toBeGreaterThan(0);
    expect(article.related.length).toBeLessThanOrEqual(4);
    expect(article.related.map((card) => card.id)).not.toContain(id);
    const neighbours = [article.prev, article.next].filter((link) => link !== null);
    expect(neighbours.length).toBeGreaterThan(0);
    for (const link of neighbours) {
      const other = await get<Article>(`/api/cms/info?id=${link?.id}`, { lang: 'en' });
      expect(other.body.data.channel.id).toBe(article.channel.id);
      expect(other.body.data.title).toBe(link?.title);
    }
    if (article.prev) {
      const older = await get<Article>(`/api/cms/info?id=${article.prev.id}`);
      expect(older.body.data.next?.id).toBe(id);
    }
  });

  it('falls back to the Chinese text and says so', async () => {
    if (!zhOnlySeed) throw new Error('the seed has a Chinese-only article');
    const id = await idOf(zhOnlySeed.key);
    const res = await get<Article>(`/api/cms/info?id=${id}`, { lang: 'en' });
    expect(res.body.data).toMatchObject({ title: zhOnlySeed['zh-cn'].title, content_lang: 'zh-cn', langs: ['zh-cn'] });
  });

  it('answers "not found" for unpublished articles, bad ids and disabled channels', async () => {
    for (const status of ['draft', 'pending', 'rejected'] as const) {
      const seed = SEED_ARTICLES.find((article) => article.status === status);
      const res = await get(`/api/cms/info?id=${await idOf(seed?.key ?? '')}`, { token: demo.token, lang: 'en' });
      expect(res.body, status).toMatchObject({ code: 0, msg: 'We could not find that article.' });
    }
    for (const id of ['', '0', '-1', 'abc', '1e3', '99999999', '2147483648', '1%00']) {
      const res = await get(`/api/cms/info?id=${id}`);
      expect(res.body.code, id).toBe(0);
    }
    const noticeId = await idOf('notice-points-redemption-launch');
    await t.db.updateTable('cms_channel').set({ status: '0' }).where('name', '=', 'notices').execute();
    try {
      expect((await get(`/api/cms/info?id=${noticeId}`)).body.code).toBe(0);
      expect((await get(`/api/cms/comments?article_id=${noticeId}`)).body.code).toBe(0);
      expect((await get('/api/cms/channel?value=notices')).body.code).toBe(0);
      const index = await get<CmsIndexAnswer>('/api/cms/index?limit=20');
      expect(index.body.data.channels.map((c) => c.name)).not.toContain('notices');
      expect(index.body.data.latest.map((c) => c.id)).not.toContain(noticeId);
    } finally {
      await t.db.updateTable('cms_channel').set({ status: '1' }).where('name', '=', 'notices').execute();
    }
  });

  it('counts views in memory and writes them together', async () => {
    const id = await idOf('china-high-speed-rail-tips');
    const before = await t.db.selectFrom('cms_article').select('views').where('id', '=', id).executeTakeFirstOrThrow();
    const first = await get<Article>(`/api/cms/info?id=${id}`);
    await get(`/api/cms/info?id=${id}`);
    expect(first.body.data.views).toBe(before.views + 1);
    await flushViews(t.db);
    const after = await t.db.selectFrom('cms_article').select('views').where('id', '=', id).executeTakeFirstOrThrow();
    expect(after.views).toBe(before.views + 2);
  });

  it('keeps a paid body from guests, non-buyers and expired tokens, and gives it to a buyer', async () => {
    if (!paidSeed) throw new Error('the seed has a paid article');
    const id = await idOf(paidSeed.key);
    const guest = await get<Article>(`/api/cms/info?id=${id}`, { lang: 'en' });
    expect(guest.body.data).toMatchObject({ access: 'locked', content: '' });
    expect(guest.body.data.buy_options).toEqual([
      { pay: 'balance', amount: paidSeed.price?.money, currency: 'CNY' },
      { pay: 'points', amount: paidSeed.price?.points },
    ]);
    expect(guest.body.data.paid).toMatchObject({ price_money: paidSeed.price?.money });
    const member = await get<Article>(`/api/cms/info?id=${id}`, { token: demo.token, lang: 'en' });
    expect(member.body.data.access).toBe('locked');
    const junk = await get<Article>(`/api/cms/info?id=${id}`, { token: 'not-a-token', lang: 'en' });
    expect(junk.status).toBe(200);
    expect(junk.body.data.access).toBe('locked');

    const everything = JSON.stringify(
      await Promise.all([
        get(`/api/cms/info?id=${id}`, { token: demo.token }),
        get(`/api/cms/info?id=${id}`, { lang: 'en' }),
        get('/api/cms/index?limit=20'),
        get('/api/cms/index?limit=20', { lang: 'en' }),
        get('/api/cms/channel?value=travel&limit=50'),
        get('/api/cms/channel?value=travel&limit=50', { lang: 'en' }),
        get(`/api/cms/comments?article_id=${id}`),
        get('/api/cms/sitemap'),
      ]).then((answers) => answers.map((a) => a.body)),
    );
    expect(everything).not.toContain(PAID_MARKER['zh-cn']);
    expect(everything).not.toContain(PAID_MARKER.en);

    await t.db
      .insertInto('cms_purchase')
      .values({ user_id: demo.id, article_id: id, pay: 'points', amount: 300, title: '', create_time: 1 })
      .execute();
    try {
      const bought = await get<Article>(`/api/cms/info?id=${id}`, { token: demo.token, lang: 'en' });
      expect(bought.body.data).toMatchObject({ access: 'purchased', buy_options: [] });
      expect(bought.body.data.content).toContain(PAID_MARKER.en);
      const zh = await get<Article>(`/api/cms/info?id=${id}`, { token: demo.token });
      expect(zh.body.data.content).toContain(PAID_MARKER['zh-cn']);
    } finally {
      await t.db.deleteFrom('cms_purchase').where('article_id', '=', id).execute();
    }
  });

  it('answers the footer pages and a single page', async () => {
    const pages = await get<PageLink[]>('/api/cms/pages', { lang: 'en' });
    expect(pages.body.data.map((p) => p.name)).toEqual(['about', 'terms', 'privacy']);
    expect(pages.body.data[0]?.title).toBe('About us');
    const about = await get<PageAnswer>(`/api/cms/page?id=${pages.body.data[0]?.id}`, { lang: 'en' });
    expect(about.body.data).toMatchObject({ name: 'about', content_lang: 'en', langs: ['zh-cn', 'en'] });
    expect(about.body.data.content).toContain('mailto:');
    expect(about.headers.get('cache-control')).toBe('public, max-age=10');
    for (const id of ['', '0', '999', 'x']) {
      expect((await get(`/api/cms/page?id=${id}`, { lang: 'en' })).body).toMatchObject({
        code: 0,
        msg: 'We could not find that page.',
      });
    }
    await t.db.updateTable('cms_page').set({ status: '0' }).where('name', '=', 'terms').execute();
    try {
      const hidden = await get<PageLink[]>('/api/cms/pages');
      expect(hidden.body.data.map((p) => p.name)).toEqual(['about', 'privacy']);
    } finally {
      await t.db.updateTable('cms_page').set({ status: '1' }).where('name', '=', 'terms').execute();
    }
  });

  it('answers an article’s comments newest first, as typed, marking the reader’s own', async () => {
    const counts = new Map<string, number>();
    for (const comment of SEED_COMMENTS) counts.set(comment.article, (counts.get(comment.article) ?? 0) + 1);
    const [key, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    const id = await idOf(key);
    const res = await get<CommentsAnswer>(`/api/cms/comments?article_id=${id}`, { token: demo.token });
    expect(res.body.data.total).toBe(count);
    expect(res.body.data.list).toHaveLength(count);
    const ids = res.body.data.list.map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const mine = res.body.data.list.filter((c) => c.mine);
    expect(mine.every((c) => c.user.id === demo.id)).toBe(true);
    const paged = await get<CommentsAnswer>(`/api/cms/comments?article_id=${id}&limit=2&page=2`);
    expect(paged.body.data.list.map((c) => c.id)).toEqual(ids.slice(2, 4));

    const hostile = SEED_COMMENTS.find((c) => c.text.includes('<script>'));
    const hostileId = await idOf(hostile?.article ?? '');
    const withScript = await get<CommentsAnswer>(`/api/cms/comments?article_id=${hostileId}&limit=50`);
    expect(withScript.body.data.list.map((c) => c.content)).toContain(hostile?.text);
  });

  it('lists every public item for the sitemap, and the hotels', async () => {
    const res = await get<SitemapAnswer>('/api/cms/sitemap');
    const data = res.body.data;
    expect(data.total).toBe(7 + 3 + publishedSeeds.length);
    expect(data.list).toHaveLength(data.total);
    expect(data.list.slice(0, 7).every((item) => item.kind === 'channel')).toBe(true);
    expect(data.list.slice(7, 10).map((item) => item.kind)).toEqual(['page', 'page', 'page']);
    expect(new Set(data.list.slice(7, 10).map((item) => item.name))).toEqual(new Set(['about', 'terms', 'privacy']));
    const articles = data.list.filter((item) => item.kind === 'article');
    expect(articles).toHaveLength(publishedSeeds.length);
    if (zhOnlySeed) {
      const zhOnlyId = await idOf(zhOnlySeed.key);
      expect(articles.find((item) => item.id === zhOnlyId)?.langs).toEqual(['zh-cn']);
    }
    const paged = await get<SitemapAnswer>('/api/cms/sitemap?limit=8&page=2');
    expect(paged.body.data.list).toEqual(data.list.slice(8, 16));

    const hotels = await get<{ list: { id: number; langs: string[] }[]; total: number }>('/api/hotel/sitemap');
    const enabled = await t.db
      .selectFrom('hotel')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', '1')
      .executeTakeFirstOrThrow();
    expect(hotels.body.data.total).toBe(Number(enabled.n));
    expect(hotels.body.data.list[0]?.langs).toEqual(['zh-cn', 'en']);
    const count = await sql<{ n: number }>`select count(*) as n from cms_channel`.execute(t.db);
    expect(Number(count.rows[0]?.n)).toBe(7);
  });
});
