/**
 * Which orders a member reaches (docs/design/subaccounts.md §6.1): a member (a main account) every order on its
 * wallet, its team's included; a sub-account only those it booked itself, on its main account's wallet. Every order
 * query goes through it: list, detail, pay, cancel, export, the idempotency lookup and the pending cap.
 */
import type { ExpressionBuilder } from 'kysely';
import type { DB, UserRow } from '~/server/db/schema';

export interface OrderScope {
  /** The wallet owner: `hotel_order.user_id`. */
  ownerId: number;
  /** A sub-account's own id: `hotel_order.booked_by`; absent for a main account. */
  bookerId?: number;
}

export const orderScopeOf = (user: Pick<UserRow, 'id' | 'parent_id'>): OrderScope =>
  user.parent_id === null ? { ownerId: user.id } : { ownerId: user.parent_id, bookerId: user.id };

/** The `where` of the orders in `scope`. */
export const inScope = (scope: OrderScope) => (eb: ExpressionBuilder<DB, 'hotel_order'>) =>
  scope.bookerId === undefined
    ? eb('hotel_order.user_id', '=', scope.ownerId)
    : eb.and([eb('hotel_order.user_id', '=', scope.ownerId), eb('hotel_order.booked_by', '=', scope.bookerId)]);

/** The actor of a wallet change by `user` on `order`: named when it is not the wallet's owner. */
export const actorOf = (user: Pick<UserRow, 'id' | 'username' | 'nickname'>, order: { user_id: number }) =>
  user.id === order.user_id ? {} : { actor: { id: user.id, username: user.username, nickname: user.nickname } };
