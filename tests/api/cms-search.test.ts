/**
 * `cms/search` on both engines over the seeded news site (design §5): Chinese words inside sentences, Latin prefixes
 * and accents, tags, channels, pages, the capped count, refusals, syntax taken literally, highlighting as segments,
 * and what is never found (a paid body, an article that stopped being public).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchAnswer, Segment } from '~/contract/cms';
import { PAID_MARKER, SEED_ARTICLES } from '~/demo/content/articles';
import { tagKey } from '~/lib/content/tags';
import { engineOf } from '~/server/db/engine';
import { indexArticle } from '~/server/modules/cms/searchIndex';
import { call, ENGINES, setupDatabase, type TestDatabase } from './helpers';

const joined = (segments: Segment[]) => segments.map((s) => s.text).join('');
const marked = (segments: Segment[]) => segments.filter((s) => s.mark).map((s) => s.text);
const published = SEED_ARTICLES.filter((a) => (a.status ?? 'published') === 'published');

describe.each(ENGINES)('content search (%s)', (engine) => {
  let t: TestDatabase;
  const search = async (query: string, lang: 'en' | 'zh-cn' = 'zh-cn') =>
    call<SearchAnswer>(t.db, `/api/cms/search?${query}`, { lang });
  const ok = async (query: string, lang: 'en' | 'zh-cn' = 'zh-cn') => {
    const res = await search(query, lang);
    expect(res.body.code, `${query}: ${res.body.msg}`).toBe(1);
    return res.body.data;
  };
  const idOf = async (key: string) => {
    const seed = SEED_ARTICLES.find((a) => a.key === key);
    const row = await t.db
      .selectFrom('cms_article_i18n')
      .select('article_id')
      .where('lang', '=', 'zh-cn')
      .where('title', '=', seed?.['zh-cn'].title ?? '')
      .executeTakeFirstOrThrow();
    return row.article_id;
  };

  beforeAll(async () => {
    t = await setupDatabase(engine);
  });
  afterAll(async () => t?.cleanup());

  it('finds a two-character Chinese word inside a sentence, newest first, with the word marked', async () => {
    const data = await ok(`keyword=${encodeURIComponent('西湖')}`);
    expect(data.total).toBeGreaterThan(1);
    expect(data.total_capped).toBe(false);
    expect(data.terms).toEqual(['西湖']);
    const ids = data.list.map((hit) => hit.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const hit of data.list) {
      const text = `${joined(hit.title_segments)} ${joined(hit.snippet)}`;
      expect(joined(hit.title_segments)).toBe(hit.title);
      if (marked(hit.title_segments).length + marked(hit.snippet).length > 0) expect(text).toContain('西湖');
    }
    expect(
      data.list.some((hit) => marked(hit.snippet).includes('西湖') || marked(hit.title_segments).includes('西湖')),
    ).toBe(true);
    const seedsWithWord = published.filter((a) =>
      [a['zh-cn'], a.en].some(
        (text) => text && `${text.title}${text.summary}${a.price ? '' : text.content}`.includes('西湖'),
      ),
    );
    expect(data.total).toBeGreaterThanOrEqual(seedsWithWord.length);
  });

  it('finds English words by their start, with or without accents, and all words together', async () => {
    const hang = await ok('keyword=hangz', 'en');
    expect(hang.total).toBeGreaterThan(0);
    const hit = hang.list[0];
    expect(hit?.content_lang).toBe('en');
    expect([...marked(hit?.title_segments ?? []), ...marked(hit?.snippet ?? [])].join(' ').toLowerCase()).toContain(
      'hangz',
    );
    expect((await ok('keyword=HANGZHOU', 'en')).total).toBe((await ok('keyword=hangzhou', 'en')).total);
    const both = await ok(`keyword=${encodeURIComponent('hangzhou tea')}`, 'en');
    expect(both.total).toBeGreaterThan(0);
    expect(both.total).toBeLessThanOrEqual(hang.total);
    expect((await ok('keyword=zzqxnotaword', 'en')).total).toBe(0);
    // A mixed query: Chinese and Latin terms must all match.
    const mixed = await ok(`keyword=${encodeURIComponent('西湖 hangzhou')}`);
    expect(mixed.terms).toEqual(['西湖', 'hangzhou']);
    expect(mixed.total).toBeLessThanOrEqual((await ok(`keyword=${encodeURIComponent('西湖')}`)).total);
  });

  it('lists a tag’s articles, alone, with a keyword and in a channel', async () => {
    const withTag = published.filter((a) => a.tags.some((tag) => tagKey(tag) === tagKey('杭州')));
    const tag = await ok(`tag=${encodeURIComponent('杭州')}`);
    expect(tag.total).toBe(withTag.length);
    expect(tag.list.every((hit) => hit.tags.some((t2) => t2.name === '杭州'))).toBe(true);
    const times = tag.list.map((hit) => hit.publish_time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await ok(`tag=${encodeURIComponent('没有这个标签')}`)).total).toBe(0);
    const tagAndWord = await ok(`tag=${encodeURIComponent('杭州')}&keyword=${encodeURIComponent('西湖')}`);
    expect(tagAndWord.list.every((hit) => hit.tags.some((t2) => t2.name === '杭州'))).toBe(true);
    expect(tagAndWord.total).toBeLessThanOrEqual(tag.total);

    const channels = await call<{ channel: { id: number; children: { id: number }[] } }>(
      t.db,
      '/api/cms/channel?value=travel',
    );
    const travel = channels.body.data.channel;
    const inTravel = await ok(`keyword=${encodeURIComponent('酒店')}&channel=${travel.id}`);
    const everywhere = await ok(`keyword=${encodeURIComponent('酒店')}`);
    expect(inTravel.total).toBeGreaterThan(0);
    expect(inTravel.total).toBeLessThan(everywhere.total);
    const travelIds = [travel.id, ...travel.children.map((c) => c.id)];
    expect(inTravel.list.every((hit) => travelIds.includes(hit.channel.id))).toBe(true);
    expect((await search('keyword=hotel&channel=999999')).body).toMatchObject({ code: 0, data: { field: 'channel' } });
  });

  it('pages through the hits and caps the count at 1,000', async () => {
    const all = await ok(`keyword=${encodeURIComponent('酒店')}&limit=20`);
    const page2 = await ok(`keyword=${encodeURIComponent('酒店')}&limit=3&page=2`);
    expect(page2.list.map((hit) => hit.id)).toEqual(all.list.slice(3, 6).map((hit) => hit.id));
    expect((await search('keyword=hotel&page=101')).body).toMatchObject({ code: 0, data: { field: 'page' } });
    expect((await ok('keyword=hotel&limit=500', 'en')).list.length).toBeLessThanOrEqual(20);

    const channel = await t.db
      .selectFrom('cms_channel')
      .select('id')
      .where('name', '=', 'notices')
      .executeTakeFirstOrThrow();
    const now = Math.floor(Date.now() / 1000);
    await t.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 1005; i++) {
        const { id } = await trx
          .insertInto('cms_article')
          .values({
            channel_id: channel.id,
            top_channel_id: channel.id,
            user_id: null,
            status: 'published',
            publish_time: now - i,
            submit_time: null,
            create_time: now - i,
            update_time: now - i,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('cms_article_i18n')
          .values({ article_id: id, lang: 'en', title: `Capacity notice ${i}`, summary: 'Quokkaquartz bulletin.' })
          .execute();
        await indexArticle(trx, engineOf(t.db), id);
      }
    });
    const many = await ok('keyword=quokkaquartz', 'en');
    expect(many).toMatchObject({ total: 1000, total_capped: true });
    expect(many.list).toHaveLength(10);
  });

  it('refuses empty, short, long and symbol-only queries, naming the field', async () => {
    const cases: [string, string, string][] = [
      ['keyword=', 'empty', 'Please enter a search word.'],
      ['keyword=%20%20', 'empty', 'Please enter a search word.'],
      ['keyword=a', 'too_short', 'Please enter at least 2 characters.'],
      [`keyword=${encodeURIComponent('湖')}`, 'too_short', 'Please enter at least 2 characters.'],
      [`keyword=${'x'.repeat(51)}`, 'too_long', 'Search words can have at most 50 characters.'],
      [`keyword=${encodeURIComponent('!!!***')}`, 'no_terms', 'Please enter letters, digits or Chinese characters.'],
    ];
    for (const [query, reason, msg] of cases) {
      const res = await search(query, 'en');
      expect(res.status).toBe(200);
      expect(res.body, query).toMatchObject({ code: 0, msg, data: { field: 'keyword', reason } });
    }
    expect((await search(`tag=${'长'.repeat(21)}`)).body).toMatchObject({ code: 0, data: { field: 'tag' } });
    expect((await ok('keyword=2026')).terms).toEqual(['2026']);
  });

  it('takes syntax characters of SQL, FTS5 and tsquery as plain text', async () => {
    for (const keyword of [
      '%%',
      '__',
      '"hotel',
      'hotel*',
      'hotel:*',
      'hotel & tea',
      'hotel | tea',
      '(hotel',
      "hotel' or 1=1 --",
      'NEAR(hotel tea)',
      'hotel OR tea',
      '!hotel',
      '\\hotel',
      '{{hotel}}',
    ]) {
      const res = await search(`keyword=${encodeURIComponent(keyword)}`, 'en');
      expect(res.status, keyword).toBe(200);
      expect([0, 1], keyword).toContain(res.body.code);
    }
    const or = await ok(`keyword=${encodeURIComponent('hotel OR zzqxnotaword')}`, 'en');
    expect(or.total).toBe(0);
  });

  it('never finds a paid body, and shows the paid article’s summary', async () => {
    const paid = SEED_ARTICLES.find((a) => a.price);
    expect((await ok(`keyword=${encodeURIComponent(PAID_MARKER['zh-cn'])}`)).total).toBe(0);
    expect((await ok(`keyword=${encodeURIComponent(PAID_MARKER.en)}`, 'en')).total).toBe(0);
    const id = await idOf(paid?.key ?? '');
    const byTitle = await ok(`keyword=${encodeURIComponent('深度游')}`);
    const hit = byTitle.list.find((h) => h.id === id);
    expect(hit).toBeDefined();
    expect(joined(hit?.snippet ?? []).replace(/…/g, '')).toBe(
      paid?.['zh-cn'].summary.slice(0, joined(hit?.snippet ?? []).replace(/…/g, '').length),
    );
    expect(JSON.stringify(byTitle)).not.toContain(PAID_MARKER['zh-cn']);
  });

  it('forgets an article the moment it stops being public', async () => {
    const id = await idOf('chengdu-city-guide');
    const before = await ok(`keyword=${encodeURIComponent('成都')}&limit=20`);
    expect(before.list.map((hit) => hit.id)).toContain(id);
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('cms_article').set({ status: 'draft' }).where('id', '=', id).execute();
      await indexArticle(trx, engineOf(t.db), id);
    });
    const after = await ok(`keyword=${encodeURIComponent('成都')}&limit=20`);
    expect(after.list.map((hit) => hit.id)).not.toContain(id);
    expect(after.total).toBe(before.total - 1);
  });
});
