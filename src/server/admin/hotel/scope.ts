/**
 * A hotel as the rates and plans calls open it (docs/design/catalogue.md §4): only within the operator's hotels (every
 * other answers `Hotel not found`), with its room types and name in the operator's language.
 */
import { inScope } from '~/lib/operators/scope';
import { ApiError } from '~/server/http/errors';
import { hotelTexts, roomTypeTexts } from '~/server/modules/hotel';
import { type AdminContext, signedIn } from '../door';

/** The hotel of `hotel_id` within the operator's hotels, or the refusal every other hotel gets. */
export async function hotelOf(ctx: AdminContext, hotelId: number) {
  const { access } = signedIn(ctx);
  const hotel = inScope(access.scope, hotelId)
    ? await ctx.db.selectFrom('hotel').select(['id', 'time_zone']).where('id', '=', hotelId).executeTakeFirst()
    : undefined;
  if (!hotel) throw new ApiError('Hotel not found');
  return hotel;
}

export async function roomTypesOf(ctx: AdminContext, hotelId: number) {
  const rows = await ctx.db
    .selectFrom('room_type')
    .select(['id', 'status'])
    .where('hotel_id', '=', hotelId)
    .orderBy('weigh', 'desc')
    .orderBy('id')
    .execute();
  const named = await roomTypeTexts(
    ctx.db,
    rows.map((row) => row.id),
    ctx.lang,
  );
  return rows.map((row) => ({ id: row.id, name: named.get(row.id)?.name ?? '', status: row.status }));
}

export async function hotelName(ctx: AdminContext, hotelId: number): Promise<string> {
  return (await hotelTexts(ctx.db, [hotelId], ctx.lang)).get(hotelId)?.name ?? '';
}
