/**
 * `GET /api/hotel/sitemap` (guest): the enabled hotels for `sitemap.xml`, by id, with the languages each is described
 * in and when it last changed; pages of up to 20,000.
 */
import { langsById } from '~/server/db/preferredLang';
import type { ApiContext } from '~/server/http/context';
import { ok, PUBLIC_SHORT_CACHE, type Success } from '~/server/http/envelope';
import { pageParam } from '~/server/modules/cms/params';
import { SITEMAP_LIMIT } from '~/server/modules/cms/sitemap';

export async function hotelSitemap(ctx: ApiContext): Promise<Success> {
  const window = pageParam(ctx.query, { default: SITEMAP_LIMIT, max: SITEMAP_LIMIT });
  const base = ctx.db.selectFrom('hotel').where('status', '=', '1');
  const [rows, count] = await Promise.all([
    base.select(['id', 'update_time']).orderBy('id').limit(window.limit).offset(window.offset).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  const langs =
    rows.length === 0
      ? new Map()
      : langsById(
          await ctx.db
            .selectFrom('hotel_i18n')
            .select(['hotel_id', 'lang'])
            .where('hotel_id', '>=', rows[0]?.id ?? 0)
            .where('hotel_id', '<=', rows.at(-1)?.id ?? 0)
            .execute(),
          (row) => row.hotel_id,
        );
  const data = {
    list: rows.map((row) => ({ id: row.id, langs: langs.get(row.id) ?? [], update_time: Number(row.update_time) })),
    total: Number(count?.n ?? 0),
  };
  return ctx.token ? ok(data) : { ...ok(data), headers: PUBLIC_SHORT_CACHE };
}
