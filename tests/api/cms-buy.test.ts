/**
 * Paid content on both engines (design §8, §13.2 `cms-buy`): buying with balance or points debits once with a log
 * entry holding before and after, a second buy answers `Already purchased`, too little money or points leaves no
 * purchase, 20 parallel buys of one article by one member make one purchase and one debit (through one handle and
 * through two), the author and free articles are refused, and `cms/order` is the member's own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '~/server/database';
import { pendingViews, stopViews } from '~/server/modules/cms/views';
import { as, channelId, type Member, newMember, publishedArticle } from './cms-member';
import { ENGINES, setupDatabase, type TestDatabase } from './helpers';

interface Bought {
  article: { id: number; access: string; content: string };
  money: string;
  score: number;
}
interface Orders {
  list: {
    id: number;
    title: string;
    article: { id: number; title: string } | null;
    pay: string;
    pay_text: string;
    amount: number;
    currency: string;
  }[];
  total: number;
}

describe.each(ENGINES)('buying articles (%s)', (engine) => {
  let test: TestDatabase;
  let db: Database;
  let channel: number;

  beforeAll(async () => {
    test = await setupDatabase(engine);
    db = test.db;
    channel = await channelId(db, 'quick-posts');
  });
  afterAll(async () => test.cleanup());

  const buy = (member: Member, article: number, pay: unknown, handle: Database = db) =>
    as<Bought>(handle, member, 'cms/buy', { article_id: String(article), pay });
  const wallet = async (id: number) => {
    const row = await db.selectFrom('user').select(['money', 'score']).where('id', '=', id).executeTakeFirstOrThrow();
    return { money: Number(row.money), score: Number(row.score) };
  };
  const purchases = (userId: number) =>
    db.selectFrom('cms_purchase').selectAll().where('user_id', '=', userId).execute();

  it('buys with balance: one debit, a log entry with before and after, the body unlocked', async () => {
    const article = await publishedArticle(db, channel, { money: 300, points: 50 });
    const member = await newMember(db, { money: 1000 });
    const locked = await as<{ access: string; content: string }>(db, member, `cms/info?id=${article}`);
    expect(locked.body.data).toMatchObject({ access: 'locked', content: '' });
    const viewsBefore = pendingViews(db, article);
    const res = await buy(member, article, 'balance');
    // A purchase is not a visit: it counts no view.
    expect(pendingViews(db, article)).toBe(viewsBefore);
    expect(res.body).toMatchObject({ code: 1, msg: 'Thank you! The article is now unlocked.' });
    expect(res.body.data.article).toMatchObject({ id: article, access: 'purchased' });
    expect(res.body.data.article.content).toContain('PAID-BODY-MARKER');
    expect(res.body.data.money).toBe('7.00');
    expect(await wallet(member.id)).toEqual({ money: 700, score: 0 });
    const logs = await db.selectFrom('user_money_log').selectAll().where('user_id', '=', member.id).execute();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ money: -300, memo: `event:content_purchase:A${article}` });
    expect([Number(logs[0]?.before), Number(logs[0]?.after)]).toEqual([1000, 700]);
    expect(await purchases(member.id)).toMatchObject([
      { article_id: article, pay: 'balance', title: 'A test article' },
    ]);

    const again = await buy(member, article, 'points');
    expect(again.body).toMatchObject({ code: 1, msg: 'You have already bought this article.' });
    expect(again.body.data.article.access).toBe('purchased');
    expect(await wallet(member.id)).toEqual({ money: 700, score: 0 });
  });

  it('buys with points, with a points log entry', async () => {
    const article = await publishedArticle(db, channel, { money: 300, points: 50 });
    const member = await newMember(db, { score: 80 });
    const res = await buy(member, article, 'points');
    expect(res.body).toMatchObject({ code: 1, data: { score: 30 } });
    const logs = await db.selectFrom('user_score_log').selectAll().where('user_id', '=', member.id).execute();
    expect(logs.map((l) => [l.score, Number(l.before), Number(l.after), l.memo])).toEqual([
      [-50, 80, 30, `event:content_purchase:A${article}`],
    ]);
  });

  it('refuses too little balance or points, an unsold way, free and own articles, leaving no purchase', async () => {
    const both = await publishedArticle(db, channel, { money: 300, points: 50 });
    const moneyOnly = await publishedArticle(db, channel, { money: 300 });
    const free = await publishedArticle(db, channel);
    const poor = await newMember(db, { money: 299, score: 49 });
    const cases: [number, unknown, string, string][] = [
      [both, 'balance', 'Your balance is not enough to buy this article.', 'pay'],
      [both, 'points', 'You do not have enough points to buy this article.', 'pay'],
      [moneyOnly, 'points', 'This article cannot be bought with points.', 'pay'],
      [free, 'balance', 'This article is free to read.', 'pay'],
      [both, 'card', 'Please choose how to pay: balance or points.', 'pay'],
      [both, ['balance'], 'Please choose how to pay: balance or points.', 'pay'],
      [999_999, 'balance', 'We could not find that article.', 'article_id'],
    ];
    for (const [article, pay, msg, field] of cases) {
      const res = await buy(poor, article, pay);
      expect(res.body, `${article} ${String(pay)}`).toMatchObject({ code: 0, msg, data: { field } });
    }
    expect(await purchases(poor.id)).toEqual([]);
    expect(await wallet(poor.id)).toEqual({ money: 299, score: 49 });

    const author = await newMember(db, { money: 1000 });
    await db.updateTable('cms_article').set({ user_id: author.id }).where('id', '=', both).execute();
    expect((await buy(author, both, 'balance')).body).toMatchObject({
      code: 0,
      msg: 'You wrote this article, so you can read it for free.',
    });
    await db.updateTable('cms_article').set({ status: 'draft', user_id: null }).where('id', '=', both).execute();
    expect((await buy(poor, both, 'balance')).body).toMatchObject({ code: 0, data: { field: 'article_id' } });
  });

  it('makes 20 parallel buys of one article by one member into one purchase and one debit', async () => {
    const article = await publishedArticle(db, channel, { money: 100 });
    const member = await newMember(db, { money: 10_000 });
    const results = await Promise.all(Array.from({ length: 20 }, () => buy(member, article, 'balance')));
    expect(results.every((res) => res.body.code === 1)).toBe(true);
    expect(results.filter((res) => res.body.msg === 'Thank you! The article is now unlocked.')).toHaveLength(1);
    expect(await purchases(member.id)).toHaveLength(1);
    expect(await wallet(member.id)).toEqual({ money: 9_900, score: 0 });
    expect(await db.selectFrom('user_money_log').select('id').where('user_id', '=', member.id).execute()).toHaveLength(
      1,
    );
  });

  it('buys once through two database handles at the same time', async () => {
    // Two handles of one SQLite file in one process: neither may block the thread waiting for the other's lock
    // (busy timeout 0), so a busy write is retried asynchronously, as separate processes would wait.
    const handles = await Promise.all([1, 2].map(() => createDatabase({ ...test.options, busyTimeoutMs: 0 })));
    try {
      const article = await publishedArticle(db, channel, { money: 100 });
      const member = await newMember(db, { money: 1_000 });
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          buy(member, article, 'balance', (i % 2 === 0 ? handles[0] : handles[1]) as Database),
        ),
      );
      expect(results.every((res) => res.body.code === 1)).toBe(true);
      expect(await purchases(member.id)).toHaveLength(1);
      expect(await wallet(member.id)).toEqual({ money: 900, score: 0 });
    } finally {
      for (const handle of handles) {
        await stopViews(handle);
        await handle.destroy();
      }
    }
  });

  it('lists only the member’s own purchases, an article taken down as null with the title bought', async () => {
    const kept = await publishedArticle(db, channel, { money: 100 }, 'Kept article');
    const taken = await publishedArticle(db, channel, { points: 10 }, 'Taken article');
    const member = await newMember(db, { money: 1_000, score: 100 });
    const other = await newMember(db, { money: 1_000 });
    await buy(member, kept, 'balance');
    await buy(member, taken, 'points');
    await buy(other, kept, 'balance');
    await db.updateTable('cms_article').set({ status: 'draft' }).where('id', '=', taken).execute();
    const res = await as<Orders>(db, member, 'cms/order');
    expect(res.body.data.total).toBe(2);
    expect(res.body.data.list).toMatchObject([
      { title: 'Taken article', article: null, pay: 'points', pay_text: 'Points', amount: 10, currency: '' },
      { title: 'Kept article', article: { id: kept, title: 'Kept article' }, pay: 'balance', amount: 100 },
    ]);
    // Bought articles cannot be deleted by their author.
    await db.updateTable('cms_article').set({ user_id: other.id }).where('id', '=', kept).execute();
    expect((await as(db, other, 'cms/contentDelete', { id: String(kept) })).body).toMatchObject({
      code: 0,
      msg: 'Readers have bought this article, so it cannot be deleted.',
    });
  });
});
