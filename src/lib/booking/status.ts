/**
 * The status machine of a hotel order (design §5.6) as data: the API refuses with it, the site shows buttons from
 * it. Three fields move: the order status, the settlement status and the invoice status. Instants are unix
 * seconds; "today" is the day of the hotel's zone.
 */
import type { CalendarDay } from '~/lib/format/calendarDays';
import type { Minor } from './money';
import { hotelToday, type UnixSeconds } from './stay';

export const ORDER_STATUSES = [
  'pending',
  'paid',
  'confirmed',
  'checked_in',
  'completed',
  'cancelled',
  'expired',
  'no_show',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const SETTLEMENT_STATUSES = ['unsettled', 'settled'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];
export const INVOICE_STATUSES = ['none', 'requested', 'issued'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** No event moves an order out of these. */
export const TERMINAL_STATUSES: readonly OrderStatus[] = ['completed', 'cancelled', 'expired', 'no_show'];

export const ORDER_EVENTS = [
  'pay',
  'cancel',
  'expire',
  'confirm',
  'check_in',
  'complete',
  'settle',
  'request_invoice',
  'issue_invoice',
  'no_show',
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];
export type Actor = 'member' | 'system' | 'operator';

/**
 * Refusal keys (`api-hotel`). The first four are the design's, answered by `order/pay` and `order/cancel`; the
 * others refuse operator and system events, which no API call makes yet (design §15.2): the design names no keys
 * for them, so these are ours.
 */
export const REFUSALS = {
  onlyUnpaid: 'Only unpaid orders can be paid',
  expired: 'This order has expired',
  cannotCancel: 'This order can no longer be cancelled',
  alreadyCancelled: 'This order has already been cancelled',
  notAllowed: 'This action is not allowed for the order in its current status',
  notDue: 'This order is not due to expire yet',
  confirmationRequired: 'A confirmation code and an operator are required',
  roomNumberRequired: 'A room number is required',
  tooEarly: 'It is too early for this action',
} as const;
export type RefusalKey = (typeof REFUSALS)[keyof typeof REFUSALS];

export interface OrderState {
  status: OrderStatus;
  settlement_status: SettlementStatus;
  invoice_status: InvoiceStatus;
}

/** The order's columns the guards read. */
export interface OrderFacts {
  expire_time: UnixSeconds;
  checkin: CalendarDay;
  checkout: CalendarDay;
  /** The hotel's zone: "today" is its day. */
  time_zone: string;
  paid_amount: Minor;
  refund_amount: Minor;
  /** For `confirm`, `check_in`: the values the operator sets (or the row's). */
  hotel_confirmation_code?: string;
  operator?: string;
  room_number?: string;
}

export interface TransitionContext extends OrderFacts {
  now: UnixSeconds;
}

type Guard = (ctx: TransitionContext, state: OrderState) => RefusalKey | null;

interface RuleOf<F extends keyof OrderState> {
  event: OrderEvent;
  field: F;
  from: readonly OrderState[F][];
  to: OrderState[F];
  actor: Actor;
  /** Why the event is refused although the status allows it, or null. */
  guard?: Guard;
}
export type TransitionRule = RuleOf<'status'> | RuleOf<'settlement_status'> | RuleOf<'invoice_status'>;

const today = (ctx: TransitionContext): CalendarDay => hotelToday(ctx.now, ctx.time_zone);
const filled = (text: string | undefined): boolean => (text ?? '').trim() !== '';

/** The table of design §5.6, one row per (from, event). */
export const TRANSITIONS: readonly TransitionRule[] = [
  {
    event: 'pay',
    field: 'status',
    from: ['pending'],
    to: 'paid',
    actor: 'member',
    guard: (ctx) => (ctx.now < ctx.expire_time ? null : REFUSALS.expired),
  },
  {
    // Nothing was paid, so nothing is refunded. An overdue order is expired rather than cancelled (design §4: the
    // lazy expiry runs first).
    event: 'cancel',
    field: 'status',
    from: ['pending'],
    to: 'cancelled',
    actor: 'member',
    guard: (ctx) => {
      if (ctx.now >= ctx.expire_time) return REFUSALS.expired;
      return ctx.paid_amount === 0 ? null : REFUSALS.cannotCancel;
    },
  },
  {
    event: 'expire',
    field: 'status',
    from: ['pending'],
    to: 'expired',
    actor: 'system',
    guard: (ctx) => (ctx.now >= ctx.expire_time ? null : REFUSALS.notDue),
  },
  {
    event: 'confirm',
    field: 'status',
    from: ['paid'],
    to: 'confirmed',
    actor: 'operator',
    guard: (ctx) =>
      filled(ctx.hotel_confirmation_code) && filled(ctx.operator) ? null : REFUSALS.confirmationRequired,
  },
  {
    // The refund is `refundAt(timeline, now)` (0 after check-in): the caller computes it.
    event: 'cancel',
    field: 'status',
    from: ['paid', 'confirmed'],
    to: 'cancelled',
    actor: 'member',
    guard: (ctx) => (today(ctx) < ctx.checkout ? null : REFUSALS.cannotCancel),
  },
  {
    event: 'check_in',
    field: 'status',
    from: ['confirmed'],
    to: 'checked_in',
    actor: 'operator',
    guard: (ctx) => {
      if (today(ctx) < ctx.checkin) return REFUSALS.tooEarly;
      return filled(ctx.room_number) ? null : REFUSALS.roomNumberRequired;
    },
  },
  {
    // The guest never came: on or after the check-in day, the policy's penalty kept, the rest refunded (the caller).
    event: 'no_show',
    field: 'status',
    from: ['confirmed'],
    to: 'no_show',
    actor: 'operator',
    guard: (ctx) => (today(ctx) >= ctx.checkin ? null : REFUSALS.tooEarly),
  },
  {
    event: 'complete',
    field: 'status',
    from: ['checked_in'],
    to: 'completed',
    actor: 'operator',
    guard: (ctx) => (today(ctx) >= ctx.checkout ? null : REFUSALS.tooEarly),
  },
  {
    event: 'settle',
    field: 'settlement_status',
    from: ['unsettled'],
    to: 'settled',
    actor: 'operator',
    guard: (ctx, state) =>
      state.status === 'completed' ||
      ((state.status === 'cancelled' || state.status === 'no_show') && ctx.paid_amount > ctx.refund_amount)
        ? null
        : REFUSALS.notAllowed,
  },
  {
    event: 'request_invoice',
    field: 'invoice_status',
    from: ['none'],
    to: 'requested',
    actor: 'member',
    guard: (_ctx, state) =>
      (['paid', 'confirmed', 'checked_in', 'completed', 'no_show'] as OrderStatus[]).includes(state.status)
        ? null
        : REFUSALS.notAllowed,
  },
  {
    event: 'issue_invoice',
    field: 'invoice_status',
    from: ['requested'],
    to: 'issued',
    actor: 'operator',
  },
];

/** The refusal of an event no row allows in the order's status (`notAllowed` when not listed). */
export const REFUSED_IN_STATUS: Readonly<Partial<Record<OrderEvent, Partial<Record<OrderStatus, RefusalKey>>>>> = {
  pay: {
    paid: REFUSALS.onlyUnpaid,
    confirmed: REFUSALS.onlyUnpaid,
    checked_in: REFUSALS.onlyUnpaid,
    completed: REFUSALS.onlyUnpaid,
    cancelled: REFUSALS.onlyUnpaid,
    expired: REFUSALS.expired,
    no_show: REFUSALS.onlyUnpaid,
  },
  cancel: {
    checked_in: REFUSALS.cannotCancel,
    completed: REFUSALS.cannotCancel,
    cancelled: REFUSALS.alreadyCancelled,
    expired: REFUSALS.expired,
    no_show: REFUSALS.cannotCancel,
  },
};

export interface Refusal {
  refused: RefusalKey;
}

export const isRefusal = (result: OrderState | Refusal): result is Refusal => 'refused' in result;

/** The state after `event`, or the key of why it is refused. */
export function transition(state: OrderState, event: OrderEvent, ctx: TransitionContext): OrderState | Refusal {
  const rule = TRANSITIONS.find(
    (row) => row.event === event && (row.from as readonly string[]).includes(state[row.field]),
  );
  if (!rule) return { refused: REFUSED_IN_STATUS[event]?.[state.status] ?? REFUSALS.notAllowed };
  const refused = rule.guard?.(ctx, state) ?? null;
  if (refused) return { refused };
  return { ...state, [rule.field]: rule.to };
}

/** Whether `event` may happen now. */
export const can = (order: OrderState & OrderFacts, event: OrderEvent, now: UnixSeconds): boolean =>
  !isRefusal(transition(order, event, { ...order, now }));

/** What a member may do with the order now: the `can_pay`, `can_cancel` of the API's answers and the buttons. */
export function allowedActions(
  order: OrderState & OrderFacts,
  now: UnixSeconds,
): { can_pay: boolean; can_cancel: boolean } {
  return { can_pay: can(order, 'pay', now), can_cancel: can(order, 'cancel', now) };
}
