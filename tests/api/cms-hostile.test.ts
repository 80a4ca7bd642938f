/**
 * Junk for every parameter of every content call, on both engines (design §13.2 `cms-hostile`): huge and negative
 * ids, another member's ids, arrays and objects for scalars, 10,000-character strings, control characters, unknown
 * `search` fields, `order=id;drop`, page 10^9 — each answer is a code-0 envelope with a message or a valid answer,
 * never a 500, and never carries another member's private data; that member's rows are untouched afterwards.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '~/server/database';
import { as, channelId, type Member, newMember, publishedArticle } from './cms-member';
import { call, ENGINES, setupDatabase, type TestDatabase } from './helpers';

const SECRET = 'VICTIM-PRIVATE-7f3a';

/** Every content call with the parameters it reads. */
const CALLS: { method: 'GET' | 'POST'; path: string; params: string[] }[] = [
  { method: 'GET', path: 'cms/index', params: ['limit'] },
  { method: 'GET', path: 'cms/channel', params: ['value', 'type', 'page', 'limit'] },
  { method: 'GET', path: 'cms/info', params: ['id'] },
  { method: 'GET', path: 'cms/page', params: ['id'] },
  { method: 'GET', path: 'cms/pages', params: [] },
  { method: 'GET', path: 'cms/search', params: ['keyword', 'tag', 'channel', 'page', 'limit'] },
  { method: 'GET', path: 'cms/comments', params: ['article_id', 'page', 'limit'] },
  { method: 'GET', path: 'cms/sitemap', params: ['page', 'limit'] },
  { method: 'POST', path: 'cms/comment', params: ['article_id', 'content'] },
  { method: 'GET', path: 'cms/comment', params: ['page', 'limit'] },
  { method: 'POST', path: 'cms/commentDelete', params: ['id'] },
  { method: 'POST', path: 'cms/collect', params: ['article_id', 'favourite'] },
  { method: 'GET', path: 'cms/collect', params: ['page', 'limit'] },
  {
    method: 'GET',
    path: 'cms/content',
    params: ['page', 'limit', 'search[0][field]', 'search[0][operator]', 'search[0][val]'],
  },
  { method: 'GET', path: 'cms/editContent', params: ['id', 'lang'] },
  {
    method: 'POST',
    path: 'cms/editContent',
    params: ['id', 'op', 'lang', 'title', 'channel_id', 'cover', 'summary', 'tags', 'content'],
  },
  {
    method: 'POST',
    path: 'cms/preview',
    params: ['id', 'lang', 'title', 'channel_id', 'cover', 'summary', 'tags', 'content'],
  },
  { method: 'POST', path: 'cms/contentDelete', params: ['id'] },
  { method: 'POST', path: 'cms/buy', params: ['article_id', 'pay'] },
  { method: 'GET', path: 'cms/order', params: ['page', 'limit'] },
];

describe.each(ENGINES)('hostile input to the content calls (%s)', (engine) => {
  let test: TestDatabase;
  let db: Database;
  let victim: Member;
  let attacker: Member;
  let victimIds: string[];

  beforeAll(async () => {
    test = await setupDatabase(engine);
    db = test.db;
    victim = await newMember(db, { money: 10_000 });
    // No money and no points: the attacker cannot legitimately unlock the paid body.
    attacker = await newMember(db);
    const channel = await channelId(db, 'quick-posts');
    const draft = await as<{ id: number }>(db, victim, 'cms/editContent', {
      op: 'draft',
      channel_id: String(channel),
      title: `${SECRET} title`,
      content: `<p>${SECRET} body</p>`,
    });
    const paid = await publishedArticle(db, channel, { money: 100, points: 10 }, 'Paid for the victim');
    await as(db, victim, 'cms/buy', { article_id: String(paid), pay: 'balance' });
    const open = await publishedArticle(db, channel);
    const comment = await as<{ id: number }>(db, victim, 'cms/comment', {
      article_id: String(open),
      content: 'The victim’s comment',
    });
    await as(db, victim, 'cms/collect', { article_id: String(open), favourite: '1' });
    // Off the site afterwards: the comment is no longer public, only its author sees it.
    await db.updateTable('cms_article').set({ status: 'draft' }).where('id', '=', open).execute();
    victimIds = [String(draft.body.data.id), String(paid), String(open), String(comment.body.data.id)];
  });
  afterAll(async () => test.cleanup());

  const scalar = () =>
    fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom(...victimIds),
      fc.constantFrom(
        '-1',
        '0',
        '1e9',
        '1000000000',
        '99999999999999999999',
        '2147483648',
        'id;drop table user',
        "1' or '1'='1",
        '%00',
        '\u0000\u0007\u001b',
        '\ud800',
        'x'.repeat(10_000),
        '<script>alert(1)</script>',
        'balance',
        'points',
        'submit',
        'draft',
        'status',
        'IN',
        'user_id',
        'en',
        ' ',
        '',
      ),
    );
  it('answers junk with an envelope, never a 500, and never with another member’s data', async () => {
    const value = fc.oneof(
      { weight: 4, arbitrary: scalar() },
      { weight: 1, arbitrary: fc.array(scalar(), { maxLength: 3 }) },
      { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('a', 'id', '0'), scalar(), { maxKeys: 2 }) },
      { weight: 1, arbitrary: fc.constantFrom(null, true, 12, -3, 1e21) },
    );
    const extraKeys = fc.constantFrom(
      'order',
      'page',
      'search[0][field]',
      'search[1][val]',
      'select',
      'user_id',
      'lang',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CALLS),
        fc.array(fc.tuple(extraKeys, scalar()), { maxLength: 2 }),
        fc.array(value, { minLength: 9, maxLength: 9 }),
        async (target, extra, values) => {
          const params: Record<string, unknown> = {};
          target.params.forEach((name, i) => {
            if (values[i] !== undefined) params[name] = values[i];
          });
          for (const [key, val] of extra) params[key] = val;
          let res: Awaited<ReturnType<typeof call>>;
          if (target.method === 'GET') {
            const query = new URLSearchParams();
            for (const [key, val] of Object.entries(params)) {
              if (Array.isArray(val)) for (const item of val) query.append(`${key}[]`, String(item));
              else if (val !== null && typeof val === 'object') query.append(key, JSON.stringify(val));
              else query.append(key, String(val));
            }
            res = await call(db, `/api/${target.path}?${query}`, { token: attacker.token, lang: 'en' });
          } else {
            res = await call(db, `/api/${target.path}`, { token: attacker.token, lang: 'en', body: params });
          }
          expect(res.status, target.path).toBe(200);
          expect([0, 1], `${target.path} ${JSON.stringify(res.body).slice(0, 200)}`).toContain(res.body.code);
          if (res.body.code === 0) expect(res.body.msg).not.toBe('');
          const text = JSON.stringify(res.body);
          for (const secret of [SECRET, 'The victim’s comment', 'PAID-BODY-MARKER']) {
            expect(text.includes(secret), `${target.path} leaked ${secret}`).toBe(false);
          }
        },
      ),
      { numRuns: engine === 'sqlite' ? 500 : 200 },
    );
    // The victim's rows are as they were.
    const mine = await as<{ total: number }>(db, victim, 'cms/content');
    expect(mine.body.data.total).toBe(1);
    const comments = await as<{ total: number }>(db, victim, 'cms/comment');
    expect(comments.body.data.total).toBe(1);
    const favourites = await as<{ total: number }>(db, victim, 'cms/collect');
    expect(favourites.body.data.total).toBe(1);
    const orders = await as<{ total: number }>(db, victim, 'cms/order');
    expect(orders.body.data.total).toBe(1);
  });
});
