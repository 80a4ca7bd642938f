/**
 * The hotels an operator may pick from (a role's hotels, docs/design/operators.md §11): on sale and within the
 * operator's own scope, found by a word of their name, area, address or city in any language, or by their id; or
 * fetched by id (the ones already picked). A page at a time, by id, named in the request's language, with how many
 * match: at 10,000 hotels a picker shows a page and a search, not every hotel.
 */
import { type Kysely, sql } from 'kysely';
import type { AdminHotelChoice } from '~/contract/admin/staff';
import type { Lang } from '~/lib/i18n/locale';
import type { HotelScope } from '~/lib/operators/scope';
import type { DB } from '~/server/db/schema';
import { containing } from '~/server/http/search';
import { hotelTexts } from '~/server/modules/hotel';
import { inScopeIds } from './dashboard';

export interface HotelChoiceQuery {
  /** Words of a name, area, address or city, or a hotel's id; empty for every hotel. */
  text: string;
  /** Only these hotels (none: no such limit). */
  ids: readonly number[];
  page: number;
  limit: number;
}

function matching(db: Kysely<DB>, scope: HotelScope, query: HotelChoiceQuery) {
  let hotels = db.selectFrom('hotel').where('status', '=', '1');
  const scoped = inScopeIds(scope);
  if (scoped) hotels = hotels.where('id', 'in', scoped);
  if (query.ids.length > 0) hotels = hotels.where('id', 'in', [...query.ids]);
  const text = query.text.trim().toLowerCase();
  if (!text) return hotels;
  const id = /^\d{1,9}$/.test(text) ? Number(text) : undefined;
  return hotels.where((eb) =>
    eb.or([
      eb(
        'id',
        'in',
        eb
          .selectFrom('hotel_i18n')
          .select('hotel_id')
          .where(sql<boolean>`search_text like ${containing(text)} escape '\\'`),
      ),
      ...(id === undefined ? [] : [eb('id', '=', id)]),
    ]),
  );
}

/** One page of the hotels matching the query, and how many match in all. */
export async function hotelChoices(
  db: Kysely<DB>,
  scope: HotelScope,
  lang: Lang,
  query: HotelChoiceQuery,
): Promise<{ list: AdminHotelChoice[]; total: number }> {
  const hotels = matching(db, scope, query);
  const [rows, count] = await Promise.all([
    hotels
      .select('id')
      .orderBy('id')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    hotels.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  const total = Number(count?.n ?? 0);
  if (rows.length === 0) return { list: [], total };
  const named = await hotelTexts(
    db,
    rows.map((row) => row.id),
    lang,
  );
  return { list: rows.map(({ id }) => ({ id, name: named.get(id)?.name ?? '' })), total };
}
