/** The content search index on both engines: what an article is found by, and what never is (design §5, §8). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isQueryRefusal, queryTerms } from '~/lib/content/searchTerms';
import type { Database } from '~/server/db';
import { countMatches, searchIds } from '~/server/db/fulltext';
import { indexArticle, reindexAll, unindexArticle } from '~/server/modules/cms/searchIndex';
import { ENGINES, setupDatabase, type TestDatabase, withoutSeededContent } from './helpers';

const NOW = 1_790_000_000;

describe.each(ENGINES)('content search index (%s)', (engine) => {
  let t: TestDatabase;
  let db: Database;
  let channelId: number;

  const search = async (keyword: string): Promise<number[]> => {
    const parsed = queryTerms(keyword);
    if (isQueryRefusal(parsed)) throw new Error(`refused: ${parsed.refused}`);
    return searchIds(db, engine, parsed.terms, { limit: 20, offset: 0 });
  };

  const addArticle = async (
    texts: { lang: string; title: string; summary?: string; content?: string }[],
    extra: { price_money?: number; price_points?: number; status?: 'published' | 'draft'; channel?: number } = {},
  ): Promise<number> => {
    const channel = extra.channel ?? channelId;
    const { id } = await db
      .insertInto('cms_article')
      .values({
        channel_id: channel,
        top_channel_id: channel,
        user_id: null,
        status: extra.status ?? 'published',
        price_money: extra.price_money ?? 0,
        price_points: extra.price_points ?? 0,
        publish_time: NOW,
        submit_time: null,
        create_time: NOW,
        update_time: NOW,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('cms_article_i18n')
      .values(texts.map((text) => ({ article_id: id, summary: '', content: '', ...text })))
      .execute();
    await db.transaction().execute((trx) => indexArticle(trx, engine, id));
    return id;
  };

  const addChannel = async (name: string, status: '1' | '0' = '1'): Promise<number> => {
    const { id } = await db
      .insertInto('cms_channel')
      .values({ pid: null, name, status, create_time: NOW, update_time: NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  };

  beforeAll(async () => {
    t = await setupDatabase(engine);
    db = t.db;
    await withoutSeededContent(db);
    channelId = await addChannel('travel');
  });
  afterAll(async () => t?.cleanup());

  it('finds a two-character Chinese word inside a sentence, in the body and in the other language', async () => {
    const id = await addArticle([
      {
        lang: 'zh-cn',
        title: '湖畔酒店开业',
        summary: '新店迎客。',
        content: '<p>这家酒店位于杭州西湖北岸，步行可到断桥。</p><p>早餐供应<strong>龙井虾仁</strong>。</p>',
      },
      {
        lang: 'en',
        title: 'A lakeside hotel opens',
        content: '<p>Walk to the Broken Bridge from Hangzhou’s café.</p>',
      },
    ]);
    expect(await search('西湖')).toEqual([id]);
    expect(await search('断桥')).toEqual([id]);
    expect(await search('龙井虾仁')).toEqual([id]);
    expect(await search('湖畔')).toEqual([id]);
    expect(await search('北京')).toEqual([]);
    expect(await search('cafe')).toEqual([id]);
  });

  it('matches Latin words as prefixes from their start, all terms together', async () => {
    const id = await addArticle([
      { lang: 'en', title: 'Night markets of Hangzhou', summary: 'Near the lake, and more.' },
    ]);
    expect(await search('hang')).toContain(id);
    expect(await search('HANGZ')).toContain(id);
    expect(await search('angzhou')).not.toContain(id);
    expect(await search('night hang')).toContain(id);
    expect(await search('night shanghai')).not.toContain(id);
    // FTS5 operators are plain words here.
    expect(await search('near and')).toContain(id);
    expect(await search('"near* OR x:y')).not.toContain(id);
  });

  it('never indexes the body of a paid article (its title and summary are found)', async () => {
    const id = await addArticle(
      [
        {
          lang: 'zh-cn',
          title: '杭州深度游攻略',
          summary: '住宿与行程。',
          content: '<p>付费正文里的暗号是翡翠琉璃 zanzibarquartz。</p>',
        },
      ],
      { price_money: 300, price_points: 300 },
    );
    expect(await search('深度游')).toEqual([id]);
    expect(await search('翡翠琉璃')).toEqual([]);
    expect(await search('zanzibarquartz')).toEqual([]);
    const pointsOnly = await addArticle(
      [{ lang: 'en', title: 'Points only', content: '<p>marmaladeword inside</p>' }],
      { price_points: 10 },
    );
    expect(await search('points only')).toEqual([pointsOnly]);
    expect(await search('marmaladeword')).toEqual([]);
  });

  it('keeps drafts and articles of disabled channels out, and removes a row on withdraw and delete', async () => {
    const draft = await addArticle([{ lang: 'en', title: 'Draftonly words' }], { status: 'draft' });
    expect(await search('draftonly')).toEqual([]);
    const hidden = await addArticle([{ lang: 'en', title: 'Hiddenchannel words' }], {
      channel: await addChannel('closed', '0'),
    });
    expect(await search('hiddenchannel')).toEqual([]);

    const id = await addArticle([{ lang: 'en', title: 'Withdrawable piece', summary: '可撤回的文章' }]);
    expect(await search('withdrawable')).toEqual([id]);
    await db.updateTable('cms_article').set({ status: 'draft' }).where('id', '=', id).execute();
    await db.transaction().execute((trx) => indexArticle(trx, engine, id));
    expect(await search('withdrawable')).toEqual([]);
    expect(await search('撤回')).toEqual([]);

    await db.updateTable('cms_article').set({ status: 'published' }).where('id', '=', id).execute();
    await db.transaction().execute((trx) => indexArticle(trx, engine, id));
    // Indexing again replaces the row: one hit, with the new text.
    await db.updateTable('cms_article_i18n').set({ title: 'Rewritten piece' }).where('article_id', '=', id).execute();
    await db.transaction().execute((trx) => indexArticle(trx, engine, id));
    expect(await search('withdrawable')).toEqual([]);
    expect(await search('rewritten')).toEqual([id]);

    await db.transaction().execute(async (trx) => {
      await unindexArticle(trx, engine, id);
      await trx.deleteFrom('cms_article').where('id', '=', id).execute();
    });
    expect(await search('rewritten')).toEqual([]);
    expect(await search('撤回')).toEqual([]);
    await db.transaction().execute((trx) => unindexArticle(trx, engine, draft + hidden + 1000));
  });

  it('pages newest first and counts up to the cap', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await addArticle([{ lang: 'zh-cn', title: `第${i}篇 美食地图` }]));
    const parsed = queryTerms('美食地图');
    if (isQueryRefusal(parsed)) throw new Error('refused');
    expect(await searchIds(db, engine, parsed.terms, { limit: 2, offset: 0 })).toEqual([ids[4], ids[3]]);
    expect(await searchIds(db, engine, parsed.terms, { limit: 2, offset: 4 })).toEqual([ids[0]]);
    const count = (cap?: number) => db.transaction().execute((trx) => countMatches(trx, engine, parsed.terms, cap));
    expect(await count()).toBe(5);
    expect(await count(3)).toBe(4);
  });

  it('rebuilds every row in batches: public articles come back, others stay out', async () => {
    const kept = await addArticle([{ lang: 'en', title: 'Rebuildable story' }]);
    const draft = await addArticle([{ lang: 'en', title: 'Rebuildable draft' }], { status: 'draft' });
    await db.transaction().execute((trx) => unindexArticle(trx, engine, kept));
    expect(await search('rebuildable')).toEqual([]);
    const total = Number(
      (
        await db
          .selectFrom('cms_article')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(await reindexAll(db, engine, 3)).toBe(total);
    expect(await search('rebuildable')).toEqual([kept]);
    expect(await search('rebuildable')).not.toContain(draft);
    expect(await search('西湖')).toHaveLength(1);
  });
});
