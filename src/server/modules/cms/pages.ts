/**
 * `GET /api/cms/page` (guest): a single page (about us, terms, privacy) by id, and `GET /api/cms/pages` (guest): the
 * footer's pages, heaviest first (design §0 "single pages").
 */
import type { PageAnswer, PageLink } from '~/contract/cms';
import { isLang, LANGS } from '~/lib/i18n/locale';
import { langsOf, preferred } from '~/server/db/preferredLang';
import type { ApiContext } from '~/server/http/context';
import { ok, PUBLIC_SHORT_CACHE } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import type { Reply } from '~/server/http/router';
import { currentBody } from './bodies';
import { idOf } from './params';

export const PAGE_NOT_FOUND = 'Page not found';

export async function cmsPage(ctx: ApiContext): Reply<'cms/page'> {
  const id = idOf(ctx.query, 'id');
  if (id === undefined) throw new ApiError(PAGE_NOT_FOUND);
  const page = await ctx.db
    .selectFrom('cms_page')
    .select(['id', 'name', 'status', 'update_time'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (page?.status !== '1') throw new ApiError(PAGE_NOT_FOUND);
  const texts = await ctx.db
    .selectFrom('cms_page_i18n')
    .select(['lang', 'title', 'description', 'content', 'content_policy'])
    .where('page_id', '=', id)
    .execute();
  const text = preferred(
    texts.filter((row) => isLang(row.lang) && langsOf(ctx.lang).includes(row.lang)),
    () => id,
    ctx.lang,
  ).get(id);
  if (!text) throw new ApiError(PAGE_NOT_FOUND);
  const data: PageAnswer = {
    id,
    name: page.name,
    title: text.title,
    description: text.description,
    content: await currentBody(ctx.db, 'page', id, text),
    content_lang: isLang(text.lang) ? text.lang : ctx.lang,
    langs: LANGS.filter((lang) => texts.some((row) => row.lang === lang)),
    update_time: Number(page.update_time),
  };
  return ctx.token ? ok(data) : { ...ok(data), headers: PUBLIC_SHORT_CACHE };
}

export async function cmsPages(ctx: ApiContext): Reply<'cms/pages'> {
  const pages = await ctx.db
    .selectFrom('cms_page')
    .select(['id', 'name'])
    .where('status', '=', '1')
    .where('in_footer', '=', '1')
    .orderBy('weigh', 'desc')
    .orderBy('id')
    .execute();
  const texts =
    pages.length === 0
      ? []
      : await ctx.db
          .selectFrom('cms_page_i18n')
          .select(['page_id', 'lang', 'title'])
          .where(
            'page_id',
            'in',
            pages.map((page) => page.id),
          )
          .where('lang', 'in', langsOf(ctx.lang))
          .execute();
  const titles = preferred(texts, (row) => row.page_id, ctx.lang);
  const data: PageLink[] = pages.map((page) => ({
    id: page.id,
    name: page.name,
    title: titles.get(page.id)?.title ?? page.name,
  }));
  return ctx.token ? ok(data) : { ...ok(data), headers: PUBLIC_SHORT_CACHE };
}
