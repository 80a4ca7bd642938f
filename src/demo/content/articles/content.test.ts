/**
 * The demo news site's content is data a person reads: it must fit the columns, pass the HTML policy unchanged, use
 * only known channels, scenes and articles, and keep the paid article's marker words in its body alone.
 */
import { describe, expect, it } from 'vitest';
import { ALLOWED_TAGS } from '~/lib/content/htmlPolicy';
import { codePointLength } from '~/lib/content/plainText';
import { sanitizeBody } from '~/server/modules/cms/sanitize';
import {
  CHANNELS,
  COVER_SCENES,
  PAGES,
  PAID_MARKER,
  SEED_ARTICLES,
  SEED_COMMENTS,
  type SeedArticle,
  type SeedText,
} from './index';

const SCENE_SRC = /src="scene:([a-z-]+)"/g;
const CJK = /[\u3400-\u9fff]/u;
const MEMBER_CHANNELS = new Set(CHANNELS.filter((c) => c.memberSubmit).map((c) => c.name));

/** The body as the seed stores it: scenes replaced by stored paths. */
const stored = (html: string) =>
  html.replace(SCENE_SRC, (_m, scene: string) => `src="/storage/cms/seed/${scene}.webp"`);

const textsOf = (article: SeedArticle): [string, SeedText][] =>
  article.en
    ? [
        ['zh-cn', article['zh-cn']],
        ['en', article.en],
      ]
    : [['zh-cn', article['zh-cn']]];

function expectCleanBody(html: string, where: string): void {
  const body = stored(html);
  const { html: cleaned, invalidLinks } = sanitizeBody(body);
  expect(invalidLinks, where).toEqual([]);
  for (const [, tag] of body.matchAll(/<\/?([a-zA-Z0-9]+)/g)) {
    expect(ALLOWED_TAGS as readonly string[], `${where}: <${tag}>`).toContain(tag);
  }
  // Nothing of the body is lost to the policy (the sanitiser only normalises quoting and self-closing tags).
  expect(cleaned.replace(/\s*\/>/g, '>').replace(/\s+/g, ''), where).toBe(
    body
      .replace(/\s*\/>/g, '>')
      .replace(/&(?!amp;|lt;|gt;|quot;|#)/g, '&amp;')
      .replace(/\s+/g, ''),
  );
}

describe('seed articles', () => {
  it('have unique keys, known channels and scenes, and texts that fit their columns', () => {
    const keys = new Set<string>();
    for (const article of SEED_ARTICLES) {
      expect(article.key).toMatch(/^[a-z0-9-]+$/);
      expect(keys.has(article.key), article.key).toBe(false);
      keys.add(article.key);
      expect(CHANNELS.map((c) => c.name)).toContain(article.channel);
      expect(COVER_SCENES).toContain(article.cover);
      expect(article.daysAgo).toBeGreaterThanOrEqual(0);
      expect(article.daysAgo).toBeLessThanOrEqual(120);
      expect(article.tags.length, article.key).toBeGreaterThanOrEqual(2);
      expect(article.tags.length, article.key).toBeLessThanOrEqual(4);
      const tagKeys = article.tags.map((tag) => tag.normalize('NFKC').trim().toLowerCase());
      expect(new Set(tagKeys).size, article.key).toBe(tagKeys.length);
      for (const tag of article.tags) {
        expect(codePointLength(tag), tag).toBeGreaterThan(0);
        expect(codePointLength(tag), tag).toBeLessThanOrEqual(20);
      }
      for (const [lang, text] of textsOf(article)) {
        const where = `${article.key} (${lang})`;
        expect(codePointLength(text.title), where).toBeGreaterThan(0);
        expect(codePointLength(text.title), where).toBeLessThanOrEqual(80);
        expect(codePointLength(text.summary), where).toBeGreaterThan(0);
        expect(codePointLength(text.summary), where).toBeLessThanOrEqual(200);
        expect(text.content.length, where).toBeGreaterThan(0);
        expectCleanBody(text.content, where);
        for (const [, scene] of text.content.matchAll(SCENE_SRC)) expect(COVER_SCENES, where).toContain(scene);
        if (lang === 'en') expect(CJK.test(`${text.title} ${text.summary}`), where).toBe(false);
        else expect(CJK.test(text.title), where).toBe(true);
      }
      if (article.author !== undefined) expect(MEMBER_CHANNELS.has(article.channel), article.key).toBe(true);
    }
  });

  it('make the demo site the design describes', () => {
    const published = SEED_ARTICLES.filter((a) => (a.status ?? 'published') === 'published');
    expect(SEED_ARTICLES).toHaveLength(40);
    expect(published.filter((a) => a.featured)).toHaveLength(5);
    expect(SEED_ARTICLES.filter((a) => a.en === undefined)).toHaveLength(3);
    expect(SEED_ARTICLES.filter((a) => a.price)).toHaveLength(1);
    const demo = SEED_ARTICLES.filter((a) => a.author === 'demo');
    expect(demo.filter((a) => a.status === 'draft')).toHaveLength(2);
    expect(demo.filter((a) => a.status === 'pending')).toHaveLength(1);
    const rejected = demo.filter((a) => a.status === 'rejected');
    expect(rejected).toHaveLength(1);
    expect(rejected[0]?.rejectReason).toBeTruthy();
    const stories = published.filter((a) => a.channel === 'member-stories' && a.author !== undefined);
    expect(stories.length).toBeGreaterThanOrEqual(3);
    for (const article of published) {
      if (['travel', 'city-guides', 'food', 'hotel-news'].includes(article.channel)) {
        expect(article['zh-cn'].content, article.key).toMatch(SCENE_SRC);
      }
    }
  });

  it('keep the paid marker in the paid body alone', () => {
    const paid = SEED_ARTICLES.filter((a) => a.price);
    const [article] = paid;
    expect(article?.en).toBeDefined();
    if (!article?.en) return;
    expect(article.price?.money).toBeGreaterThan(0);
    expect(article.price?.points).toBeGreaterThan(0);
    expect(article['zh-cn'].content).toContain(PAID_MARKER['zh-cn']);
    expect(article.en.content).toContain(PAID_MARKER.en);
    const elsewhere = [
      ...SEED_ARTICLES.flatMap((a) => [
        ...a.tags,
        ...textsOf(a).flatMap(([, t]) => (a === article ? [t.title, t.summary] : [t.title, t.summary, t.content])),
      ]),
      ...SEED_COMMENTS.map((c) => c.text),
      ...PAGES.flatMap((p) => [p['zh-cn'].content, p.en.content, p['zh-cn'].title, p.en.title]),
    ].join('\n');
    expect(elsewhere).not.toContain(PAID_MARKER['zh-cn']);
    expect(elsewhere.toLowerCase()).not.toContain(PAID_MARKER.en.toLowerCase());
  });
});

describe('seed comments', () => {
  it('are on published articles, fit their column, and include hostile-looking text', () => {
    const published = new Set(SEED_ARTICLES.filter((a) => (a.status ?? 'published') === 'published').map((a) => a.key));
    for (const comment of SEED_COMMENTS) {
      expect(published.has(comment.article), comment.article).toBe(true);
      expect(comment.hoursAfter).toBeGreaterThanOrEqual(1);
      expect(codePointLength(comment.text)).toBeGreaterThanOrEqual(2);
      expect(codePointLength(comment.text)).toBeLessThanOrEqual(500);
    }
    expect(SEED_COMMENTS).toHaveLength(60);
    expect(new Set(SEED_COMMENTS.map((c) => c.article)).size).toBe(15);
    expect(SEED_COMMENTS.some((c) => c.text.includes('<script>'))).toBe(true);
  });
});

describe('seed pages', () => {
  it('are the three footer pages, in both languages, within the policy', () => {
    expect(PAGES.map((p) => p.name).sort()).toEqual(['about', 'privacy', 'terms']);
    for (const page of PAGES) {
      expect(page.inFooter).toBe(true);
      for (const lang of ['zh-cn', 'en'] as const) {
        expect(codePointLength(page[lang].title)).toBeLessThanOrEqual(80);
        expect(codePointLength(page[lang].description)).toBeLessThanOrEqual(160);
        expectCleanBody(page[lang].content, `${page.name} (${lang})`);
      }
    }
  });
});
