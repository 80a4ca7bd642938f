/**
 * The orders desk's actions (docs/design/operators.md §5) read from the status machine (`status.ts`): which the desk
 * may take on an order now. The console shows their buttons from this; the API checks each again when it is taken.
 */

import { isRefusal, type OrderEvent, type OrderFacts, type OrderState, transition } from './status';
import type { UnixSeconds } from './stay';

/** The orders desk's actions, each with the event of the status machine it is. */
export const DESK_ACTIONS = {
  confirm: 'confirm',
  checkIn: 'check_in',
  noShow: 'no_show',
  complete: 'complete',
  cancel: 'cancel',
  settle: 'settle',
  invoice: 'issue_invoice',
} as const satisfies Record<string, OrderEvent>;
export type DeskAction = keyof typeof DESK_ACTIONS;

/**
 * What the desk may do with the order now: each action the status machine allows (the values an operator types —
 * a confirmation code, a room number — taken as given), and a refund while something paid is not yet refunded.
 */
export function deskActions(order: OrderState & OrderFacts, now: UnixSeconds): Record<DeskAction | 'refund', boolean> {
  const typed = { hotel_confirmation_code: '-', operator: '-', room_number: '-' };
  const allowed = (event: OrderEvent) => !isRefusal(transition(order, event, { ...order, ...typed, now }));
  const entries = Object.entries(DESK_ACTIONS).map(([action, event]) => [action, allowed(event)] as const);
  return {
    ...(Object.fromEntries(entries) as Record<DeskAction, boolean>),
    refund: order.paid_amount > order.refund_amount,
  };
}
