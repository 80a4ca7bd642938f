/** The room types a search may offer: enabled, fitting each room of the party, of a chosen meal type. */
import type { Kysely } from 'kysely';
import { perRoom } from '~/lib/booking/party';
import type { DB } from '~/server/db/schema';
import type { HotelSearch } from './searchTypes';

type Db = Kysely<DB>;

/** Room types that fit each room of the party (and have a chosen meal type), enabled, of `rt`. */
export function fittingRoomTypes(db: Db, search: HotelSearch) {
  const each = perRoom(search.party);
  let query = db
    .selectFrom('room_type as rt')
    .where('rt.status', '=', '1')
    .where('rt.max_adults', '>=', each.adults)
    .where((eb) => eb(eb('rt.max_adults', '+', eb.ref('rt.max_children')), '>=', each.adults + each.children));
  if (search.mealTypes.length > 0) query = query.where('rt.meal_type', 'in', search.mealTypes);
  return query;
}
