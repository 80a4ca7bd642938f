/**
 * Favourites on both engines (design §13.2 `cms-favourites`): setting the wanted state is idempotent, the counter
 * moves only when a row is added or removed (exact under 20 parallel toggles), the list is the member's own, and an
 * article taken off the site stays listed as `gone` and can still be removed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '~/server/database';
import { as, channelId, type Member, newMember, publishedArticle } from './cms-member';
import { ENGINES, setupDatabase, type TestDatabase } from './helpers';

interface Toggle {
  favourite: boolean;
  favourites: number;
}
interface Listed {
  list: { id: number; gone: boolean; title?: string; collect_time: number }[];
  total: number;
}

describe.each(ENGINES)('favourites (%s)', (engine) => {
  let test: TestDatabase;
  let db: Database;
  let channel: number;

  beforeAll(async () => {
    test = await setupDatabase(engine);
    db = test.db;
    channel = await channelId(db, 'quick-posts');
  });
  afterAll(async () => test.cleanup());

  const set = (member: Member, article: number | string, favourite?: unknown) =>
    as<Toggle>(db, member, 'cms/collect', {
      article_id: String(article),
      ...(favourite === undefined ? {} : { favourite }),
    });
  const counter = async (id: number) =>
    (await db.selectFrom('cms_article').select('favourites').where('id', '=', id).executeTakeFirstOrThrow()).favourites;

  it('adds and removes idempotently, the counter following the rows', async () => {
    const article = await publishedArticle(db, channel);
    const member = await newMember(db);
    expect((await set(member, article)).body).toMatchObject({
      code: 1,
      msg: 'Added to your favourites.',
      data: { favourite: true, favourites: 1 },
    });
    expect((await set(member, article, '1')).body.data).toEqual({ favourite: true, favourites: 1 });
    const info = await as<{ favourite: boolean }>(db, member, `cms/info?id=${article}`);
    expect(info.body.data.favourite).toBe(true);
    expect((await set(member, article, '0')).body).toMatchObject({
      code: 1,
      msg: 'Removed from your favourites.',
      data: { favourite: false, favourites: 0 },
    });
    expect((await set(member, article, '0')).body.data).toEqual({ favourite: false, favourites: 0 });
    expect(await counter(article)).toBe(0);
  });

  it('refuses articles that are not public and junk states', async () => {
    const article = await publishedArticle(db, channel);
    const member = await newMember(db);
    await db.updateTable('cms_article').set({ status: 'pending' }).where('id', '=', article).execute();
    expect((await set(member, article)).body).toMatchObject({
      code: 0,
      msg: 'We could not find that article.',
      data: { field: 'article_id' },
    });
    expect((await set(member, 999_999)).body).toMatchObject({ code: 0, data: { field: 'article_id' } });
    expect((await set(member, article, 'yes')).body).toMatchObject({ code: 0, data: { field: 'favourite' } });
    expect((await set(member, article, ['1'])).body).toMatchObject({ code: 0, data: { field: 'favourite' } });
    expect(await counter(article)).toBe(0);
  });

  it('lists the member’s own favourites, newest first, an article taken down as gone (and removable)', async () => {
    const first = await publishedArticle(db, channel, {}, 'First favourite');
    const second = await publishedArticle(db, channel, {}, 'Second favourite');
    const member = await newMember(db);
    const other = await newMember(db);
    await set(member, first);
    await db.updateTable('cms_favourite').set({ create_time: 1000 }).where('user_id', '=', member.id).execute();
    await set(member, second);
    await set(other, first);
    await db.updateTable('cms_article').set({ status: 'draft' }).where('id', '=', second).execute();
    const res = await as<Listed>(db, member, 'cms/collect');
    expect(res.body.data.total).toBe(2);
    expect(res.body.data.list).toMatchObject([
      { id: second, gone: true },
      { id: first, gone: false, title: 'First favourite', collect_time: 1000 },
    ]);
    expect(res.body.data.list[0]).not.toHaveProperty('title');
    expect((await set(member, second, '0')).body.code).toBe(1);
    expect((await as<Listed>(db, member, 'cms/collect')).body.data.total).toBe(1);
  });

  it('keeps the counter exact under 20 parallel adds by 20 members and 20 parallel toggles by one', async () => {
    const article = await publishedArticle(db, channel);
    const members = await Promise.all(Array.from({ length: 20 }, () => newMember(db)));
    await Promise.all(members.map((m) => set(m, article)));
    expect(await counter(article)).toBe(20);
    const [one] = members as [Member];
    await Promise.all(Array.from({ length: 20 }, (_, i) => set(one, article, i % 2 === 0 ? '0' : '1')));
    const rows = await db.selectFrom('cms_favourite').select('user_id').where('article_id', '=', article).execute();
    expect(await counter(article)).toBe(rows.length);
    await Promise.all(Array.from({ length: 20 }, () => set(one, article, '1')));
    expect(await counter(article)).toBe(20);
  });
});
