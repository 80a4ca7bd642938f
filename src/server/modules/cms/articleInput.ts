/**
 * The fields of `cms/editContent` and `cms/preview` (design §7): read, checked and cleaned before anything is stored
 * or answered. The body goes through the API's HTML net (§6) keeping only images the author uploaded (topic `cms`)
 * or raster `data:` images; a link that is not valid refuses the save naming it (`data {field: 'content', link}`).
 * Kept stored images get their attachment's size. The cover must be one of the author's own uploaded images. Every refusal names its field.
 */
import type { Kysely } from 'kysely';
import { isSafeImageSrc } from '~/lib/content/htmlPolicy';
import { distinctTags, isTagLength, MAX_TAG_LENGTH, MAX_TAGS } from '~/lib/content/tags';
import { isLang, type Lang } from '~/lib/i18n/locale';
import type { DB } from '~/server/db';
import type { UserRow } from '~/server/db/schema';
import type { ApiContext } from '~/server/http/context';
import { ApiError } from '~/server/http/errors';
import type { Params } from '~/server/http/request';
import { INLINE_IMAGE_TYPES } from '~/server/modules/attachments';
import type { ChannelNode, ChannelTree } from './channels';
import {
  fieldRefusal,
  hasForbiddenCharacters,
  PARAMETER_ERROR,
  plainText,
  rawText,
  requiredError,
  TEXT_NOT_ALLOWED,
} from './input';
import { htmlText, sanitizeBody } from './sanitize';

export const ARTICLE_LIMITS = {
  title: 80,
  summary: 200,
  tags: MAX_TAGS,
  tag_length: MAX_TAG_LENGTH,
  /** Characters of the cleaned body. */
  content: 100_000,
} as const;
/** A body sent longer than this is refused before it is parsed. */
const RAW_CONTENT_MAX = 400_000;
const STORAGE_PREFIX = '/storage/cms/';

export const CHANNEL_CLOSED = 'This channel does not accept articles';
export const INVALID_LINK = 'Please enter a valid link';
export const CONTENT_TOO_LONG = 'The content is too long';
export const COVER_NOT_OWN = 'Please upload the cover again';
export const TOO_MANY_TAGS = 'An article can have at most {{max}} tags';
export const TAG_LENGTH = 'A tag can have 1 to {{max}} characters';
export const EDITOR_REQUIRED = 'Editor required';

export interface ArticleInput {
  lang: Lang;
  title: string;
  summary: string;
  channel: ChannelNode;
  cover: { url: string; width: number; height: number } | null;
  tags: string[];
  /** Cleaned HTML. */
  content: string;
  /** The body has text or an image. */
  hasBody: boolean;
}

/** Image URLs of the member among `urls` (their own uploads, inline image types), with their sizes. */
async function ownImages(
  db: Kysely<DB>,
  userId: number,
  urls: readonly string[],
): Promise<Map<string, { width: number; height: number }>> {
  const wanted = [...new Set(urls)].filter((url) => url.startsWith(STORAGE_PREFIX)).slice(0, 500);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('attachment')
    .select(['url', 'width', 'height', 'mimetype'])
    .where('user_id', '=', userId)
    .where('url', 'in', wanted)
    .execute();
  return new Map(rows.filter((row) => INLINE_IMAGE_TYPES.has(row.mimetype)).map((row) => [row.url, row] as const));
}

function readTags(params: Params): string[] {
  const value = params.tags;
  let names: string[];
  if (value === undefined || value === null || value === '') names = [];
  else if (Array.isArray(value)) {
    if (value.length > 50 || !value.every((item) => typeof item === 'string')) {
      throw fieldRefusal(PARAMETER_ERROR, 'tags');
    }
    names = value as string[];
  } else names = rawText(params, 'tags').split(/[,，、]/u);
  if (names.some((name) => name.length > 1000)) throw fieldRefusal(TAG_LENGTH, 'tags', { max: MAX_TAG_LENGTH });
  for (const name of names) {
    if (hasForbiddenCharacters(name)) throw fieldRefusal(TEXT_NOT_ALLOWED, 'tags');
  }
  const tags = distinctTags(names);
  if (tags.length > MAX_TAGS) throw fieldRefusal(TOO_MANY_TAGS, 'tags', { max: MAX_TAGS });
  if (!tags.every(isTagLength)) throw fieldRefusal(TAG_LENGTH, 'tags', { max: MAX_TAG_LENGTH });
  return tags;
}

/** The body cleaned for `user`: their own `cms` images and raster `data:` images stay, every link must be valid. */
export async function cleanBody(
  db: Kysely<DB>,
  user: Pick<UserRow, 'id'>,
  raw: string,
): Promise<{ html: string; invalidLinks: string[] }> {
  const sources: string[] = [];
  sanitizeBody(raw, {
    imageAllowed: (src) => {
      sources.push(src);
      return false;
    },
  });
  const own = await ownImages(db, user.id, sources);
  return sanitizeBody(raw, { imageAllowed: (src) => own.has(src), imageSize: (src) => own.get(src) });
}

/** Reads the fields of an article write; `submit` requires a body. */
export async function readArticleInput(
  ctx: ApiContext,
  user: UserRow,
  tree: ChannelTree,
  params: Params,
  submit: boolean,
): Promise<ArticleInput> {
  const langText = rawText(params, 'lang').trim();
  if (langText !== '' && !isLang(langText)) throw fieldRefusal(PARAMETER_ERROR, 'lang');
  const lang: Lang = langText !== '' && isLang(langText) ? langText : ctx.lang;
  const title = plainText(ctx, params, 'title', { max: ARTICLE_LIMITS.title, required: true });

  const channelText = rawText(params, 'channel_id').trim();
  if (channelText === '') throw requiredError(ctx, 'channel_id');
  const channel = /^[1-9]\d{0,9}$/.test(channelText) ? tree.byId.get(Number(channelText)) : undefined;
  if (!channel?.public || !channel.member_submit) throw fieldRefusal(CHANNEL_CLOSED, 'channel_id');

  const summary = plainText(ctx, params, 'summary', { max: ARTICLE_LIMITS.summary });
  const tags = readTags(params);

  const coverUrl = rawText(params, 'cover').trim();
  let cover: ArticleInput['cover'] = null;
  if (coverUrl !== '') {
    const found = isSafeImageSrc(coverUrl, { storagePrefix: STORAGE_PREFIX })
      ? (await ownImages(ctx.db, user.id, [coverUrl])).get(coverUrl)
      : undefined;
    if (!found) throw fieldRefusal(COVER_NOT_OWN, 'cover');
    cover = { url: coverUrl, width: found.width, height: found.height };
  }

  const raw = rawText(params, 'content');
  if (raw.length > RAW_CONTENT_MAX) throw fieldRefusal(CONTENT_TOO_LONG, 'content');
  const { html, invalidLinks } = await cleanBody(ctx.db, user, raw);
  if (invalidLinks.length > 0) {
    throw new ApiError(INVALID_LINK, { data: { field: 'content', link: invalidLinks[0] } });
  }
  if (html.length > ARTICLE_LIMITS.content) throw fieldRefusal(CONTENT_TOO_LONG, 'content');
  const hasBody = htmlText(html) !== '' || /<img\s/i.test(html);
  if (submit && !hasBody) {
    throw new ApiError(ctx.tv(EDITOR_REQUIRED), { translated: true, data: { field: 'content' } });
  }
  return { lang, title, summary, channel, cover, tags, content: html, hasBody };
}
