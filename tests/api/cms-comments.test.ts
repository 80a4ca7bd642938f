/**
 * A member's comments on both engines (design §13.2 `cms-comments`): posting with the article's counter, the text
 * rules with the field named, the throttle windows (interval and hourly cap, counted in `rate_limit`), the member's
 * own list, deleting only one's own, and exact counters under 20 parallel posts and deletes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '~/server/database';
import { setCommentShown } from '~/server/modules/cms/ops';
import { as, channelId, type Member, newMember, publishedArticle, setSetting } from './cms-member';
import { ENGINES, setupDatabase, type TestDatabase } from './helpers';

interface Posted {
  id: number;
  content: string;
  mine: boolean;
  user: { id: number };
}
interface OwnList {
  list: { id: number; content: string; article: { id: number; title: string } | null }[];
  total: number;
}

describe.each(ENGINES)('member comments (%s)', (engine) => {
  let test: TestDatabase;
  let db: Database;
  let channel: number;

  beforeAll(async () => {
    test = await setupDatabase(engine);
    db = test.db;
    channel = await channelId(db, 'quick-posts');
  });
  afterAll(async () => test.cleanup());

  const counter = async (id: number) =>
    (await db.selectFrom('cms_article').select('comments').where('id', '=', id).executeTakeFirstOrThrow()).comments;
  const rows = async (id: number) =>
    Number(
      (
        await db
          .selectFrom('cms_comment')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('article_id', '=', id)
          .where('status', '=', '1')
          .executeTakeFirstOrThrow()
      ).n,
    );
  const post = (member: Member, article: number | string, content: unknown) =>
    as<Posted>(db, member, 'cms/comment', { article_id: String(article), content });

  it('posts a comment as typed, counts it, and shows it to readers as the member’s own', async () => {
    const article = await publishedArticle(db, channel);
    const member = await newMember(db);
    const text = '  Great read!\r\nSecond line <b>not markup</b>  ';
    const res = await post(member, article, text);
    expect(res.body).toMatchObject({ code: 1, msg: 'Your comment has been posted.' });
    expect(res.body.data).toMatchObject({ content: 'Great read!\nSecond line <b>not markup</b>', mine: true });
    expect(res.body.data.user.id).toBe(member.id);
    expect(await counter(article)).toBe(1);
    const listed = await as<{ list: { id: number; mine: boolean }[]; total: number }>(
      db,
      member,
      `cms/comments?article_id=${article}`,
    );
    expect(listed.body.data.total).toBe(1);
    expect(listed.body.data.list[0]).toMatchObject({ id: res.body.data.id, mine: true });
  });

  it('refuses empty, short, long and broken texts naming the field, and articles that are not public', async () => {
    const article = await publishedArticle(db, channel);
    const member = await newMember(db);
    const cases: [unknown, string][] = [
      ['   ', 'Enter some content'],
      ['a', 'Please enter 2 to 500 characters.'],
      ['x'.repeat(501), 'Please enter at most 500 characters.'],
      ['bad\u0000char', 'The text contains characters that are not allowed.'],
      ['tab\there', 'The text contains characters that are not allowed.'],
      [['an', 'array'], 'The request parameters are not valid.'],
    ];
    for (const [content, msg] of cases) {
      const res = await post(member, article, content);
      expect(res.body, String(content)).toMatchObject({ code: 0, msg, data: { field: 'content' } });
    }
    await db.updateTable('cms_article').set({ status: 'draft' }).where('id', '=', article).execute();
    expect((await post(member, article, 'Hello there')).body).toMatchObject({
      code: 0,
      msg: 'We could not find that article.',
      data: { field: 'article_id' },
    });
    expect((await post(member, 'abc', 'Hello there')).body).toMatchObject({ code: 0, data: { field: 'article_id' } });
    expect(await counter(article)).toBe(0);
    expect(await rows(article)).toBe(0);
  });

  it('makes a member wait between comments, and caps the comments of an hour', async () => {
    const article = await publishedArticle(db, channel);
    const member = await newMember(db);
    expect((await post(member, article, 'First comment')).body.code).toBe(1);
    const fast = await post(member, article, 'Second comment');
    expect(fast.body).toMatchObject({ code: 0, data: { field: 'content' } });
    expect(fast.body.msg).toMatch(/^You are commenting too fast\. Please wait \d+ seconds\.$/);
    expect((fast.body.data as unknown as { seconds: number }).seconds).toBeGreaterThan(0);
    // The refused post changed nothing; once the interval has passed, the member may post again.
    expect(await counter(article)).toBe(1);
    await db
      .updateTable('rate_limit')
      .set((eb) => ({ window_start: eb('window_start', '-', 20) }))
      .where('key', '=', `cms:comment:gap:${member.id}`)
      .execute();
    expect((await post(member, article, 'Second comment')).body.code).toBe(1);
    // Another member is not held up by the first one.
    expect((await post(await newMember(db), article, 'Another reader')).body.code).toBe(1);

    await setSetting(db, 'cms_comment_min_interval', '0');
    await setSetting(db, 'cms_comment_per_hour', '3');
    try {
      const capped = await newMember(db);
      for (const n of [1, 2, 3]) expect((await post(capped, article, `Comment ${n}`)).body.code).toBe(1);
      expect((await post(capped, article, 'Comment 4')).body).toMatchObject({
        code: 0,
        msg: 'You have posted a lot of comments. Please try again later.',
      });
      expect(await counter(article)).toBe(await rows(article));
    } finally {
      await setSetting(db, 'cms_comment_min_interval', '15');
      await setSetting(db, 'cms_comment_per_hour', '30');
    }
  });

  it('lists only the member’s own comments, newest first, hiding the title of an article taken down', async () => {
    const shown = await publishedArticle(db, channel, {}, 'Shown article');
    const hidden = await publishedArticle(db, channel, {}, 'Hidden article');
    const member = await newMember(db);
    const other = await newMember(db);
    await db
      .insertInto('cms_comment')
      .values([
        { article_id: shown, user_id: member.id, content: 'Mine on shown', create_time: 1 },
        { article_id: hidden, user_id: member.id, content: 'Mine on hidden', create_time: 2 },
        { article_id: shown, user_id: other.id, content: 'Theirs', create_time: 3 },
      ])
      .execute();
    await db.updateTable('cms_article').set({ status: 'draft' }).where('id', '=', hidden).execute();
    const res = await as<OwnList>(db, member, 'cms/comment');
    expect(res.body.data.total).toBe(2);
    expect(res.body.data.list.map((c) => [c.content, c.article])).toEqual([
      ['Mine on hidden', null],
      ['Mine on shown', { id: shown, title: 'Shown article' }],
    ]);
    const page = await as<OwnList>(db, member, 'cms/comment?page=2&limit=1');
    expect(page.body.data.list.map((c) => c.content)).toEqual(['Mine on shown']);
  });

  it('deletes only the member’s own comment, once, with the counter', async () => {
    const article = await publishedArticle(db, channel);
    const member = await newMember(db);
    const other = await newMember(db);
    const posted = await post(member, article, 'To delete');
    const id = String(posted.body.data.id);
    const notFound = { code: 0, msg: 'We could not find that comment.', data: { field: 'id' } };
    expect((await as(db, other, 'cms/commentDelete', { id })).body).toMatchObject(notFound);
    expect(await counter(article)).toBe(1);
    expect((await as(db, member, 'cms/commentDelete', { id })).body).toMatchObject({
      code: 1,
      msg: 'Your comment has been deleted.',
    });
    expect((await as(db, member, 'cms/commentDelete', { id })).body).toMatchObject(notFound);
    expect((await as(db, member, 'cms/commentDelete', { id: 'x' })).body).toMatchObject(notFound);
    expect(await counter(article)).toBe(0);
  });

  it('keeps the counter exact under 20 parallel posts and 20 parallel deletes; the interval lets one through', async () => {
    const article = await publishedArticle(db, channel);
    await setSetting(db, 'cms_comment_min_interval', '0');
    try {
      const members = await Promise.all(Array.from({ length: 20 }, () => newMember(db)));
      const posted = await Promise.all(members.map((m, i) => post(m, article, `Parallel comment ${i}`)));
      expect(posted.every((res) => res.body.code === 1)).toBe(true);
      expect(await counter(article)).toBe(20);
      expect(await rows(article)).toBe(20);
      const [first] = members as [Member];
      const id = String(posted[0]?.body.data.id);
      const deletes = await Promise.all(Array.from({ length: 20 }, () => as(db, first, 'cms/commentDelete', { id })));
      expect(deletes.filter((res) => res.body.code === 1)).toHaveLength(1);
      expect(await counter(article)).toBe(19);
    } finally {
      await setSetting(db, 'cms_comment_min_interval', '15');
    }
    const one = await newMember(db);
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => post(one, article, `Burst ${i}`)));
    expect(burst.filter((res) => res.body.code === 1)).toHaveLength(1);
    expect(await counter(article)).toBe(20);
    expect(await rows(article)).toBe(20);
  });

  it('lets an operator hide a comment and show it again, with the counter', async () => {
    const article = await publishedArticle(db, channel);
    const member = await newMember(db);
    const id = (await post(member, article, 'Hide me later')).body.data.id;
    expect(await setCommentShown(db, id, false)).toBe(true);
    expect(await setCommentShown(db, id, false)).toBe(false);
    expect(await counter(article)).toBe(0);
    const listed = await as<{ total: number; list: unknown[] }>(db, member, `cms/comments?article_id=${article}`);
    expect(listed.body.data).toMatchObject({ total: 0, list: [] });
    const own = await as<{ list: { id: number; hidden: boolean }[] }>(db, member, 'cms/comment');
    expect(own.body.data.list[0]).toMatchObject({ id, hidden: true });
    // Deleting a hidden comment leaves the counter as it is.
    expect(await setCommentShown(db, id, true)).toBe(true);
    expect(await counter(article)).toBe(1);
    await setCommentShown(db, id, false);
    expect((await as(db, member, 'cms/commentDelete', { id: String(id) })).body.code).toBe(1);
    expect(await counter(article)).toBe(0);
    expect(await setCommentShown(db, 999_999, true)).toBe(false);
  });
});
