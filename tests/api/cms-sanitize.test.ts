/**
 * The API's HTML net on member writes, on both engines (design §6, §13.2 `cms-sanitize`): hostile bodies through
 * `cms/editContent` and `cms/preview` keep nothing outside the allowlist, invalid links refuse the save naming the
 * link, images of another member or another site are dropped, plain-text fields (title, summary, tags, comments)
 * are stored as typed and never turned into markup, and a body stored under an older policy is cleaned again on
 * read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANITIZE_VERSION } from '~/lib/content/htmlPolicy';
import type { Database } from '~/server/database';
import { sanitizeBody } from '~/server/modules/cms/sanitize';
import { as, channelId, type Member, newMember, publishedArticle, upload } from './cms-member';
import { call, ENGINES, setupDatabase, type TestDatabase } from './helpers';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

/** Bodies that must come out holding only allowed markup (no link in them is invalid: those refuse the save). */
const BODIES = [
  '<script>alert(1)</script><p>after</p>',
  '<p>a<script src="https://evil.example/x.js"></script>b</p>',
  '<img src=x onerror=alert(1)><p>t</p>',
  '<p onclick="alert(1)" onmouseover=alert(1)>text</p>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+"><p>t</p>',
  '<img src="javascript:alert(1)"><p>t</p>',
  '<img src="https://tracker.example/p.gif"><p>t</p>',
  '<img src="/storage/cms/../../etc/passwd"><p>t</p>',
  '<svg onload=alert(1)><circle r="1"/></svg><p>t</p>',
  '<math><mtext><img src=x onerror=alert(1)></mtext></math><p>t</p>',
  '<style>body{display:none}</style><p style="color:red">styled</p>',
  '<iframe src="https://evil.example/"></iframe><p>t</p>',
  '<form action="https://evil.example/"><input name=a><button>go</button></form><p>t</p>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript><p>t</p>',
  '<p class="x" id="y" data-x="1">attrs</p>',
  '<<script>script>alert(1)<</script>/script>',
  '<p>unclosed <strong>bold <em>both',
  '<a href="https://ok.example/" onclick="alert(1)">ok</a>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: template syntax is the hostile input, typed as text
  '<p>{{constructor.constructor("alert(1)")()}} ${alert(1)} <%= 7*7 %></p>',
];

/** Links the save refuses, and the `link` it names. */
const BAD_LINKS: [string, string][] = [
  ['<a href="javascript:alert(1)">x</a>', 'javascript:alert(1)'],
  ['<a href="JaVaScRiPt:alert(1)">x</a>', 'JaVaScRiPt:alert(1)'],
  ['<a href="&#106;avascript:alert(1)">x</a>', 'javascript:alert(1)'],
  ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', 'data:text/html;base64,PHNjcmlwdD4='],
  ['<a href="//evil.example/">x</a>', '//evil.example/'],
  ['<a href="/relative">x</a>', '/relative'],
];

const FORBIDDEN = [
  /<script/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /\sstyle\s*=/i,
  /<svg/i,
  /<iframe/i,
  /\sclass=/i,
  /<form/i,
];

describe.each(ENGINES)('the HTML net on member writes (%s)', (engine) => {
  let test: TestDatabase;
  let db: Database;
  let channel: number;
  let member: Member;

  beforeAll(async () => {
    test = await setupDatabase(engine);
    db = test.db;
    channel = await channelId(db, 'quick-posts');
    member = await newMember(db);
  });
  afterAll(async () => test.cleanup());

  const save = (fields: Record<string, unknown>, who = member) =>
    as<{ id: number }>(db, who, 'cms/editContent', { op: 'draft', channel_id: String(channel), title: 'T', ...fields });
  const stored = async (id: number) =>
    (await db.selectFrom('cms_article_i18n').select('content').where('article_id', '=', id).executeTakeFirstOrThrow())
      .content;

  it('stores hostile bodies with nothing outside the allowlist, and previews them the same', async () => {
    for (const body of BODIES) {
      const res = await save({ content: body });
      expect(res.body.code, body).toBe(1);
      const html = await stored(res.body.data.id);
      for (const pattern of FORBIDDEN) expect(html, body).not.toMatch(pattern);
      // Stored bodies are fixed points of the policy.
      expect(sanitizeBody(html).html).toBe(html);
      const preview = await as<{ content: string }>(db, member, 'cms/preview', {
        channel_id: String(channel),
        title: 'T',
        content: body,
      });
      expect(preview.body.data.content).toBe(html);
    }
  });

  it('refuses invalid links naming them, on save and on preview', async () => {
    for (const [body, link] of BAD_LINKS) {
      for (const path of ['cms/editContent', 'cms/preview']) {
        const res = await as(db, member, path, { channel_id: String(channel), title: 'T', content: body });
        expect(res.body, `${path} ${body}`).toMatchObject({
          code: 0,
          msg: 'Enter a valid link (starting with http, https, ftp, mailto or tel).',
          data: { field: 'content', link },
        });
      }
    }
  });

  it('keeps the author’s own images (with their true size) and raster data images, drops another member’s and other sites’', async () => {
    const mine = await upload(db, member.id, `own-${member.id}.png`);
    const other = await newMember(db);
    const theirs = await upload(db, other.id, `theirs-${other.id}.png`);
    const res = await save({
      content: `<p>x</p><img src="${mine}" alt="mine"><img src="${theirs}" alt="theirs"><img src="https://cdn.example/a.png"><img src="${PNG}" alt="dot">`,
    });
    expect(await stored(res.body.data.id)).toBe(
      `<p>x</p><img src="${mine}" alt="mine" width="800" height="600" /><img src="${PNG}" alt="dot" />`,
    );
    // The other member may use their own image, not this member's.
    const theirsSaved = await save({ content: `<img src="${mine}"><img src="${theirs}">` }, other);
    expect(await stored(theirsSaved.body.data.id)).toBe(`<img src="${theirs}" width="800" height="600" />`);
  });

  it('keeps plain-text fields as typed: never markup in the answers that carry them', async () => {
    const title = '<script>alert(1)</script> & "quotes"';
    const summary = '<img src=x onerror=alert(1)> {{7*7}}';
    const tag = '<b>bold</b>';
    const res = await as<{ id: number }>(db, member, 'cms/editContent', {
      op: 'submit',
      channel_id: String(channel),
      title,
      summary,
      tags: [tag],
      content: '<p>Body</p>',
    });
    expect(res.body.code).toBe(1);
    const info = await call<{ title: string; summary: string; tags: { name: string }[] }>(
      db,
      `/api/cms/info?id=${res.body.data.id}`,
    );
    expect(info.body.data).toMatchObject({ title, summary, tags: [{ name: tag }] });
    const comment = '<script>alert(1)</script>\n<a href="javascript:x">y</a>';
    const posted = await as<{ content: string }>(db, member, 'cms/comment', {
      article_id: String(res.body.data.id),
      content: comment,
    });
    expect(posted.body.data.content).toBe(comment);
  });

  it('cleans a body stored under an older policy when it is read, and writes it back', async () => {
    const id = await publishedArticle(db, channel);
    await db
      .updateTable('cms_article_i18n')
      .set({ content: '<p onclick="x()">old</p><script>alert(1)</script>', content_policy: SANITIZE_VERSION - 1 })
      .where('article_id', '=', id)
      .execute();
    const info = await call<{ content: string }>(db, `/api/cms/info?id=${id}`);
    expect(info.body.data.content).toBe('<p>old</p>');
    const row = await db
      .selectFrom('cms_article_i18n')
      .select(['content', 'content_policy'])
      .where('article_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ content: '<p>old</p>', content_policy: SANITIZE_VERSION });
  });
});
