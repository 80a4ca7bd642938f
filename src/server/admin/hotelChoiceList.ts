/**
 * The hotels within the signed-in operator's own, found and paged by the list trait (`quickSearch` by a word of a
 * name, area, address or city, or an id; `search[]` on `id`; `page`, `limit`): the answer of `auth.Group/hotels` (a
 * role's hotels) and `hotel.Rate/hotels` (whose rates to open).
 */
import type { AdminList } from '~/contract/admin/auth';
import type { AdminHotelChoice } from '~/contract/admin/staff';
import { ok, type Success } from '~/server/http/envelope';
import { intValue, type SearchSpec, searchValues } from '~/server/http/search';
import { hotelChoices } from '~/server/modules/booking';
import { type AdminContext, signedIn } from './door';
import { listRequest } from './list';

const HOTEL_SEARCH: SearchSpec = { id: { operators: ['=', 'IN'], parse: intValue(1, 2 ** 31) } };

export async function hotelChoiceList(ctx: AdminContext): Promise<Success<AdminList<AdminHotelChoice>>> {
  const { access } = signedIn(ctx);
  const request = listRequest(ctx.query, HOTEL_SEARCH, ['id,asc'] as const, 'id,asc');
  const { list, total } = await hotelChoices(ctx.db, access.scope, ctx.lang, {
    text: request.quickSearch,
    ids: searchValues<number>(request.search, 'id'),
    page: request.page,
    limit: request.limit,
  });
  return ok({ list, total, remark: '' });
}
