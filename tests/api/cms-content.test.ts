/**
 * A member's own articles on both engines (design §3, §13.2 `cms-content`): drafts, submissions into a channel with
 * and without review, the operator's approval and rejection (`ops.ts`), edits while pending and while published,
 * deleting, other members' articles answering `Article not found`, closed channels, tags, cover ownership, the
 * daily submission cap and the state machine's refusals — each state change with its channel count, tag count and
 * search row in the same transaction.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '~/server/database';
import { approveArticle, rejectArticle, unpublishArticle } from '~/server/modules/cms/ops';
import { as, channelId, type Member, newMember, now, setSetting, upload } from './cms-member';
import { call, ENGINES, setupDatabase, type TestDatabase } from './helpers';

interface Saved {
  id: number;
  status: string;
  status_text: string;
}
interface Own {
  list: {
    id: number;
    title: string;
    status: string;
    status_text: string;
    reject_reason: string;
    can_edit: boolean;
    can_delete: boolean;
    channel: { name: string } | null;
  }[];
  total: number;
}

describe.each(ENGINES)('member articles (%s)', (engine) => {
  let test: TestDatabase;
  let db: Database;
  let open: number;
  let review: number;
  let closed: number;

  beforeAll(async () => {
    test = await setupDatabase(engine);
    db = test.db;
    open = await channelId(db, 'quick-posts');
    review = await channelId(db, 'member-stories');
    closed = await channelId(db, 'travel');
  });
  afterAll(async () => test.cleanup());

  const save = (member: Member, fields: Record<string, unknown>) =>
    as<Saved>(db, member, 'cms/editContent', { op: 'draft', channel_id: String(open), ...fields });
  const isPublic = async (id: number) => (await call(db, `/api/cms/info?id=${id}`)).body.code === 1;
  const found = async (word: string) =>
    (
      await call<{ list: { id: number }[] }>(db, `/api/cms/search?keyword=${encodeURIComponent(word)}`)
    ).body.data.list.map((hit) => hit.id);
  const channelCount = async (id: number) =>
    (await db.selectFrom('cms_channel').select('article_count').where('id', '=', id).executeTakeFirstOrThrow())
      .article_count;
  const tagCount = async (name: string) =>
    (await db.selectFrom('cms_tag').select('article_count').where('key', '=', name.toLowerCase()).executeTakeFirst())
      ?.article_count;

  it('saves a private draft, then publishes it in a channel without review with its count, tags and search row', async () => {
    const member = await newMember(db);
    const before = await channelCount(open);
    const draft = await save(member, {
      title: 'Zanzibarian sunrise',
      summary: 'Early light',
      tags: 'Sunrise, 海边, sunrise',
      content: '<p>Quokkaworthy morning</p>',
    });
    expect(draft.body).toMatchObject({
      code: 1,
      msg: 'Your draft has been saved.',
      data: { status: 'draft', status_text: 'Draft' },
    });
    const id = draft.body.data.id;
    expect(await isPublic(id)).toBe(false);
    expect(await found('Quokkaworthy')).toEqual([]);
    const own = await as<Own>(db, member, 'cms/content');
    expect(own.body.data).toMatchObject({
      total: 1,
      list: [{ id, title: 'Zanzibarian sunrise', status: 'draft', can_edit: true, can_delete: true }],
    });

    const published = await save(member, {
      id: String(id),
      op: 'submit',
      title: 'Zanzibarian sunrise',
      tags: ['Sunrise', '海边'],
      content: '<p>Quokkaworthy morning</p>',
    });
    expect(published.body).toMatchObject({
      code: 1,
      msg: 'Your article has been published.',
      data: { status: 'published' },
    });
    expect(await isPublic(id)).toBe(true);
    expect(await found('Quokkaworthy')).toEqual([id]);
    expect(await channelCount(open)).toBe(before + 1);
    expect(await tagCount('sunrise')).toBe(1);
    const loaded = await as<{ article: { tags: string[]; status: string; title: string } }>(
      db,
      member,
      `cms/editContent?id=${id}`,
    );
    expect(loaded.body.data.article).toMatchObject({ tags: ['Sunrise', '海边'], status: 'published' });

    // Edited while published in a channel without review: stays published with the new text.
    const edited = await save(member, {
      id: String(id),
      op: 'draft',
      title: 'Zanzibarian dusk',
      content: '<p>Wombatlike evening</p>',
    });
    expect(edited.body.data.status).toBe('published');
    expect(await found('Quokkaworthy')).toEqual([]);
    expect(await found('Wombatlike')).toEqual([id]);
    expect(await tagCount('sunrise')).toBe(0);

    // Deleted: off the site, out of the index and the counts.
    expect((await as(db, member, 'cms/contentDelete', { id: String(id) })).body).toMatchObject({
      code: 1,
      msg: 'The article has been deleted.',
    });
    expect(await isPublic(id)).toBe(false);
    expect(await found('Wombatlike')).toEqual([]);
    expect(await channelCount(open)).toBe(before);
    expect((await as<Own>(db, member, 'cms/content')).body.data.total).toBe(0);
  });

  it('holds a submission to a review channel for an operator, who approves or rejects it', async () => {
    const member = await newMember(db);
    const before = await channelCount(review);
    const sent = await save(member, {
      op: 'submit',
      channel_id: String(review),
      title: 'Pelicanish tale',
      content: '<p>Text</p>',
    });
    expect(sent.body).toMatchObject({
      code: 1,
      msg: 'Your article has been submitted for review.',
      data: { status: 'pending', status_text: 'Awaiting review' },
    });
    const id = sent.body.data.id;
    expect(await isPublic(id)).toBe(false);
    expect(await rejectArticle(db, id, '   ', now())).toEqual({
      refused: 'Please enter a reason of 1 to 200 characters',
    });
    expect(await rejectArticle(db, id, 'Please add photos', now())).toEqual({ ok: true, status: 'rejected' });
    const own = await as<Own>(db, member, 'cms/content');
    expect(own.body.data.list[0]).toMatchObject({
      status: 'rejected',
      reject_reason: 'Please add photos',
      status_text: 'Not approved',
    });
    expect(await approveArticle(db, id, now())).toEqual({
      refused: 'This action is not allowed for the article in its current status',
    });

    const again = await save(member, {
      id: String(id),
      op: 'submit',
      channel_id: String(review),
      title: 'Pelicanish tale',
      content: '<p>With photos</p>',
    });
    expect(again.body.data.status).toBe('pending');
    // Saving while pending withdraws the submission.
    const withdrawn = await save(member, {
      id: String(id),
      channel_id: String(review),
      title: 'Pelicanish tale',
      content: '<p>With photos</p>',
    });
    expect(withdrawn.body.data.status).toBe('draft');
    await save(member, {
      id: String(id),
      op: 'submit',
      channel_id: String(review),
      title: 'Pelicanish tale',
      content: '<p>With photos</p>',
    });
    expect(await approveArticle(db, id, now())).toEqual({ ok: true, status: 'published' });
    expect(await isPublic(id)).toBe(true);
    expect(await found('Pelicanish')).toEqual([id]);
    expect(await channelCount(review)).toBe(before + 1);

    // Edited while published in a review channel: back to review, off the site until approved again.
    const edited = await save(member, {
      id: String(id),
      channel_id: String(review),
      title: 'Pelicanish tale 2',
      content: '<p>More</p>',
    });
    expect(edited.body).toMatchObject({
      code: 1,
      msg: 'Your article has been submitted for review.',
      data: { status: 'pending' },
    });
    expect(await isPublic(id)).toBe(false);
    expect(await found('Pelicanish')).toEqual([]);
    expect(await channelCount(review)).toBe(before);
    expect(await approveArticle(db, id, now())).toEqual({ ok: true, status: 'published' });
    expect(await unpublishArticle(db, id, now())).toEqual({ ok: true, status: 'draft' });
    expect(await isPublic(id)).toBe(false);
    expect(await channelCount(review)).toBe(before);
    expect(await approveArticle(db, 999_999, now())).toEqual({ refused: 'Article not found' });
  });

  it('answers Article not found for another member’s or the editorial team’s article', async () => {
    const author = await newMember(db);
    const other = await newMember(db);
    const { id } = (await save(author, { title: 'Mine only', content: '<p>x</p>' })).body.data;
    const notFound = { code: 0, msg: 'We could not find that article.', data: { field: 'id' } };
    expect((await as(db, other, `cms/editContent?id=${id}`)).body).toMatchObject(notFound);
    expect((await save(other, { id: String(id), title: 'Stolen' })).body).toMatchObject(notFound);
    expect(
      (await as(db, other, 'cms/preview', { id: String(id), title: 'Peek', channel_id: String(open) })).body,
    ).toMatchObject(notFound);
    expect((await as(db, other, 'cms/contentDelete', { id: String(id) })).body).toMatchObject(notFound);
    expect((await as(db, other, 'cms/editContent?id=1')).body).toMatchObject(notFound);
    expect((await as(db, other, 'cms/editContent?id=-5')).body).toMatchObject(notFound);
    expect((await as<Own>(db, other, 'cms/content')).body.data.total).toBe(0);
    const kept = await db.selectFrom('cms_article_i18n').select('title').where('article_id', '=', id).execute();
    expect(kept).toEqual([{ title: 'Mine only' }]);
  });

  it('loads a new article’s form with the channels open to members', async () => {
    const member = await newMember(db);
    const res = await as<{
      article: null;
      channels: { name: string; submit_review: boolean }[];
      limits: Record<string, number>;
    }>(db, member, 'cms/editContent?id=0');
    expect(res.body.data.article).toBeNull();
    expect(res.body.data.channels.map((c) => [c.name, c.submit_review]).sort()).toEqual([
      ['member-stories', true],
      ['quick-posts', false],
    ]);
    expect(res.body.data.limits).toMatchObject({ title: 80, summary: 200, tags: 5, tag_length: 20, content: 100_000 });
  });

  it('refuses each bad field by name', async () => {
    const member = await newMember(db);
    const theirs = await upload(db, (await newMember(db)).id, 'theirs.png');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', 'Enter your title'],
      [{ title: 'x'.repeat(81) }, 'title', 'Please enter at most 80 characters.'],
      [{ title: 'line\nbreak' }, 'title', 'The text contains characters that are not allowed.'],
      [{ title: 'T', channel_id: String(closed) }, 'channel_id', 'This channel does not accept articles from members.'],
      [{ title: 'T', channel_id: '' }, 'channel_id', 'Enter your channel'],
      [{ title: 'T', channel_id: 'abc' }, 'channel_id', 'This channel does not accept articles from members.'],
      [{ title: 'T', summary: 's'.repeat(201) }, 'summary', 'Please enter at most 200 characters.'],
      [{ title: 'T', tags: 'a,b,c,d,e,f' }, 'tags', 'An article can have at most 5 tags.'],
      [{ title: 'T', tags: 't'.repeat(21) }, 'tags', 'A tag can have 1 to 20 characters.'],
      [{ title: 'T', cover: theirs }, 'cover', 'Please upload the cover image again.'],
      [{ title: 'T', cover: 'https://example.com/a.png' }, 'cover', 'Please upload the cover image again.'],
      [
        { title: 'T', op: 'submit', content: '<p>  </p><script>x</script>' },
        'content',
        'Write something in the editor',
      ],
      [{ title: 'T', content: '<p>x</p>'.repeat(15_000) }, 'content', 'The article is too long.'],
      [{ title: 'T', op: 'publish' }, 'op', 'The request parameters are not valid.'],
      [{ title: 'T', lang: 'fr' }, 'lang', 'The request parameters are not valid.'],
    ];
    for (const [fields, field, msg] of cases) {
      const res = await save(member, fields);
      expect(res.body, JSON.stringify(fields).slice(0, 80)).toMatchObject({ code: 0, msg, data: { field } });
    }
    expect((await as<Own>(db, member, 'cms/content')).body.data.total).toBe(0);
  });

  it('keeps the member’s own cover with its size, and merges repeated tags', async () => {
    const member = await newMember(db);
    const cover = await upload(db, member.id, `cover-${member.id}.png`, 1200, 800);
    const res = await save(member, {
      title: 'With cover',
      cover,
      tags: ['Hangzhou', 'ＨＡＮＧＺＨＯＵ', ' hangzhou '],
    });
    expect(res.body.code).toBe(1);
    const row = await db
      .selectFrom('cms_article')
      .select(['cover', 'cover_width', 'cover_height'])
      .where('id', '=', res.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ cover, cover_width: 1200, cover_height: 800 });
    const loaded = await as<{ article: { tags: string[]; cover: string } }>(
      db,
      member,
      `cms/editContent?id=${res.body.data.id}`,
    );
    expect(loaded.body.data.article).toMatchObject({ tags: ['Hangzhou'], cover });
  });

  it('caps submissions per day, not drafts', async () => {
    await setSetting(db, 'cms_submit_per_day', '2');
    try {
      const member = await newMember(db);
      for (const n of [1, 2]) {
        expect((await save(member, { op: 'submit', title: `Post ${n}`, content: '<p>x</p>' })).body.code).toBe(1);
      }
      // The cap holds all day: clearing the short-lived rate counters (as their purge does after two hours) changes
      // nothing.
      await db.deleteFrom('rate_limit').execute();
      expect((await save(member, { op: 'submit', title: 'Post 3', content: '<p>x</p>' })).body).toMatchObject({
        code: 0,
        msg: 'You have submitted a lot of articles today. Please try again tomorrow.',
      });
      expect((await save(member, { title: 'Draft 3' })).body.code).toBe(1);
      expect((await as<Own>(db, member, 'cms/content')).body.data.total).toBe(3);
    } finally {
      await setSetting(db, 'cms_submit_per_day', '20');
    }
  });

  it('filters the member’s list by status and refuses unknown filters', async () => {
    const member = await newMember(db);
    await save(member, { title: 'A draft' });
    await save(member, { op: 'submit', channel_id: String(review), title: 'A pending one', content: '<p>x</p>' });
    const q = (val: string) => `cms/content?search[0][field]=status&search[0][operator]=IN&search[0][val]=${val}`;
    const pending = await as<Own>(db, member, q('pending'));
    expect(pending.body.data.list.map((a) => a.title)).toEqual(['A pending one']);
    expect((await as<Own>(db, member, q('draft,pending'))).body.data.total).toBe(2);
    expect((await as(db, member, q('deleted'))).body.code).toBe(0);
    expect(
      (await as(db, member, 'cms/content?search[0][field]=user_id&search[0][operator]==&search[0][val]=1')).body.code,
    ).toBe(0);
  });

  it('previews as the public page would show it, storing nothing', async () => {
    const member = await newMember(db);
    const image = await upload(db, member.id, `inline-${member.id}.png`);
    const res = await as<{ content: string; access: string; title: string; related: unknown[] }>(
      db,
      member,
      'cms/preview',
      {
        title: 'Preview title',
        channel_id: String(open),
        content: `<p onclick="x()">Hi <a href="https://example.com">link</a></p><img src="${image}"><script>alert(1)</script>`,
      },
    );
    expect(res.body).toMatchObject({ code: 1, data: { title: 'Preview title', access: 'author', related: [] } });
    expect(res.body.data.content).toBe(
      `<p>Hi <a href="https://example.com">link</a></p><img src="${image}" width="800" height="600" />`,
    );
    expect((await as<Own>(db, member, 'cms/content')).body.data.total).toBe(0);
  });

  it('shows as many related articles as the setting asks', async () => {
    const related = async () => (await call<{ related: unknown[] }>(db, '/api/cms/info?id=1')).body.data.related.length;
    expect(await related()).toBe(4);
    await setSetting(db, 'cms_related_count', '2');
    try {
      expect(await related()).toBe(2);
      await setSetting(db, 'cms_related_count', '0');
      expect(await related()).toBe(0);
    } finally {
      await setSetting(db, 'cms_related_count', '4');
    }
  });
});
