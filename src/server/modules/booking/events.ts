/**
 * An order's history (`hotel_order_event`): every transition and operator action with who and when, written in the
 * transaction of the change itself (booking, payment, cancellation, expiry, each action of the orders desk).
 */
import type { Kysely } from 'kysely';
import type { DB } from '~/server/db/schema';
import type { HotelOrderEventTable } from '~/server/db/schema-order';

export interface OrderEventActor {
  actor: HotelOrderEventTable['actor'];
  id: number;
  name: string;
}

export const SYSTEM: OrderEventActor = { actor: 'system', id: 0, name: '' };

export interface OrderEventEntry {
  orderId: number;
  event: string;
  from?: string;
  to?: string;
  data?: Record<string, unknown>;
}

export async function recordOrderEvent(
  trx: Kysely<DB>,
  who: OrderEventActor,
  entry: OrderEventEntry,
  now: number,
): Promise<void> {
  await trx
    .insertInto('hotel_order_event')
    .values({
      order_id: entry.orderId,
      event: entry.event,
      from_status: entry.from ?? '',
      to_status: entry.to ?? '',
      actor: who.actor,
      actor_id: who.id,
      actor_name: who.name.slice(0, 50),
      data: entry.data ? JSON.stringify(entry.data) : '',
      create_time: now,
    })
    .execute();
}

/** The member (or sub-account) who acts on an order. */
export const memberActor = (user: { id: number; username: string }): OrderEventActor => ({
  actor: 'member',
  id: user.id,
  name: user.username,
});
