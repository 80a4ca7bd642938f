/**
 * `GET /api/hotel/sitemap` (guest): the enabled hotels for `sitemap.xml`, by id, with the languages each is described
 * in and when it last changed; pages of up to 20,000. `catalogueSitemap` answers `car/sitemap` the same way.
 */
import { sql } from 'kysely';
import type { CatalogueSitemapAnswer } from '~/contract/sitemap';
import { langsById } from '~/server/db/preferredLang';
import type { ApiContext } from '~/server/http/context';
import { ok, PUBLIC_SHORT_CACHE, type Success } from '~/server/http/envelope';
import type { Reply } from '~/server/http/router';
import { pageParam, SITEMAP_LIMIT } from '~/server/modules/cms';

/** A catalogue table with `id`, `status` and `update_time`, and its `*_i18n` table keyed by `key`. */
export interface SitemapSource {
  table: 'hotel' | 'car';
  i18n: 'hotel_i18n' | 'car_i18n';
  key: 'hotel_id' | 'car_id';
}

export async function catalogueSitemap(
  ctx: ApiContext,
  source: SitemapSource,
): Promise<Success<CatalogueSitemapAnswer>> {
  const window = pageParam(ctx.query, { default: SITEMAP_LIMIT, max: SITEMAP_LIMIT });
  // Both tables have the columns read here; the cast only picks one of them for the types.
  const base = ctx.db.selectFrom(source.table as 'hotel').where('status', '=', '1');
  const [rows, count] = await Promise.all([
    base.select(['id', 'update_time']).orderBy('id').limit(window.limit).offset(window.offset).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  const owner = sql.ref<number>(source.key);
  const langs =
    rows.length === 0
      ? new Map()
      : langsById(
          await ctx.db
            .selectFrom(source.i18n as 'hotel_i18n')
            .select([owner.as('owner'), 'lang'])
            .where(owner, '>=', rows[0]?.id ?? 0)
            .where(owner, '<=', rows.at(-1)?.id ?? 0)
            .execute(),
          (row) => Number(row.owner),
        );
  const data = {
    list: rows.map((row) => ({ id: row.id, langs: langs.get(row.id) ?? [], update_time: Number(row.update_time) })),
    total: Number(count?.n ?? 0),
  };
  return ctx.token ? ok(data) : { ...ok(data), headers: PUBLIC_SHORT_CACHE };
}

export const hotelSitemap = (ctx: ApiContext): Reply<'hotel/sitemap'> =>
  catalogueSitemap(ctx, { table: 'hotel', i18n: 'hotel_i18n', key: 'hotel_id' });
