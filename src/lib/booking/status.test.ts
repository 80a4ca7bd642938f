import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  isRefusal,
  ORDER_EVENTS,
  ORDER_STATUSES,
  type OrderEvent,
  type OrderFacts,
  type OrderState,
  type OrderStatus,
  REFUSALS,
  TERMINAL_STATUSES,
  TRANSITIONS,
  type TransitionContext,
  transition,
} from './status';

const s = (iso: string) => Date.parse(iso) / 1000;
const EXPIRE = s('2025-01-01T04:30:00Z');
const FACTS: OrderFacts = {
  expire_time: EXPIRE,
  checkin: '2025-01-10',
  checkout: '2025-01-12',
  time_zone: 'Asia/Shanghai',
  paid_amount: 0,
  refund_amount: 0,
};

/** A context in which the event's guard lets it through, when the status allows it. */
const HAPPY: Record<OrderEvent, TransitionContext> = {
  pay: { ...FACTS, now: EXPIRE - 60 },
  cancel: { ...FACTS, now: EXPIRE - 60 },
  expire: { ...FACTS, now: EXPIRE },
  confirm: { ...FACTS, now: EXPIRE + 3600, hotel_confirmation_code: 'HX-1', operator: 'desk' },
  check_in: { ...FACTS, now: s('2025-01-10T07:00:00Z'), room_number: '1208' }, // 15:00 in Shanghai
  complete: { ...FACTS, now: s('2025-01-12T04:00:00Z') }, // 12:00 on check-out day
  settle: { ...FACTS, now: s('2025-01-13T00:00:00Z'), paid_amount: 1000, refund_amount: 0 },
  request_invoice: { ...FACTS, now: s('2025-01-13T00:00:00Z') },
  issue_invoice: { ...FACTS, now: s('2025-01-13T00:00:00Z') },
  no_show: { ...FACTS, now: s('2025-01-10T16:00:00Z') }, // midnight after the check-in day began in Shanghai
};

const R = REFUSALS;
const NA = R.notAllowed;
type Expected = OrderStatus | `settlement:${string}` | `invoice:${string}` | (typeof R)[keyof typeof R];

/** Every (status, event) pair with settlement `unsettled` and invoice `none`: the next status or the refusal. */
const TABLE: Record<OrderStatus, Record<OrderEvent, Expected>> = {
  pending: {
    pay: 'paid',
    cancel: 'cancelled',
    expire: 'expired',
    confirm: NA,
    check_in: NA,
    complete: NA,
    settle: NA,
    request_invoice: NA,
    issue_invoice: NA,
    no_show: NA,
  },
  paid: {
    pay: R.onlyUnpaid,
    cancel: 'cancelled',
    expire: NA,
    confirm: 'confirmed',
    check_in: NA,
    complete: NA,
    settle: NA,
    request_invoice: 'invoice:requested',
    issue_invoice: NA,
    no_show: NA,
  },
  confirmed: {
    pay: R.onlyUnpaid,
    cancel: 'cancelled',
    expire: NA,
    confirm: NA,
    check_in: 'checked_in',
    complete: NA,
    settle: NA,
    request_invoice: 'invoice:requested',
    issue_invoice: NA,
    no_show: 'no_show',
  },
  checked_in: {
    pay: R.onlyUnpaid,
    cancel: R.cannotCancel,
    expire: NA,
    confirm: NA,
    check_in: NA,
    complete: 'completed',
    settle: NA,
    request_invoice: 'invoice:requested',
    issue_invoice: NA,
    no_show: NA,
  },
  completed: {
    pay: R.onlyUnpaid,
    cancel: R.cannotCancel,
    expire: NA,
    confirm: NA,
    check_in: NA,
    complete: NA,
    settle: 'settlement:settled',
    request_invoice: 'invoice:requested',
    issue_invoice: NA,
    no_show: NA,
  },
  cancelled: {
    pay: R.onlyUnpaid,
    cancel: R.alreadyCancelled,
    expire: NA,
    confirm: NA,
    check_in: NA,
    complete: NA,
    settle: 'settlement:settled', // paid more than was refunded
    request_invoice: NA,
    issue_invoice: NA,
    no_show: NA,
  },
  no_show: {
    pay: R.onlyUnpaid,
    cancel: R.cannotCancel,
    expire: NA,
    confirm: NA,
    check_in: NA,
    complete: NA,
    settle: 'settlement:settled', // the penalty kept
    request_invoice: 'invoice:requested',
    issue_invoice: NA,
    no_show: NA,
  },
  expired: {
    pay: R.expired,
    cancel: R.expired,
    expire: NA,
    confirm: NA,
    check_in: NA,
    complete: NA,
    settle: NA,
    request_invoice: NA,
    issue_invoice: NA,
    no_show: NA,
  },
};

const state = (status: OrderStatus, more: Partial<OrderState> = {}): OrderState => ({
  status,
  settlement_status: 'unsettled',
  invoice_status: 'none',
  ...more,
});

describe('every status and event', () => {
  const pairs = ORDER_STATUSES.flatMap((status) => ORDER_EVENTS.map((event) => [status, event] as const));

  it('covers all pairs', () => {
    expect(pairs).toHaveLength(8 * 10);
  });

  it.each(pairs)('%s + %s', (status, event) => {
    const expected = TABLE[status][event];
    const result = transition(state(status), event, HAPPY[event]);
    if ((Object.values(REFUSALS) as string[]).includes(expected)) {
      expect(result).toEqual({ refused: expected });
    } else if (expected.startsWith('settlement:')) {
      expect(result).toEqual(state(status, { settlement_status: 'settled' }));
    } else if (expected.startsWith('invoice:')) {
      expect(result).toEqual(state(status, { invoice_status: 'requested' }));
    } else {
      expect(result).toEqual(state(expected as OrderStatus));
    }
  });

  it('never leaves a terminal status', () => {
    for (const status of TERMINAL_STATUSES) {
      for (const event of ORDER_EVENTS) {
        const result = transition(state(status), event, HAPPY[event]);
        expect(isRefusal(result) || result.status === status, `${status} + ${event}`).toBe(true);
      }
    }
  });

  it('has one row at most per field, event and status', () => {
    const seen = new Set<string>();
    for (const row of TRANSITIONS) {
      for (const from of row.from) {
        const key = `${row.field}|${row.event}|${from}`;
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
  });
});

describe('guards', () => {
  it('pay: only before the order expires (an expired order is never paid)', () => {
    expect(transition(state('pending'), 'pay', { ...HAPPY.pay, now: EXPIRE })).toEqual({ refused: R.expired });
    expect(transition(state('expired'), 'pay', HAPPY.pay)).toEqual({ refused: R.expired });
  });

  it('expire: only when due', () => {
    expect(transition(state('pending'), 'expire', { ...HAPPY.expire, now: EXPIRE - 1 })).toEqual({ refused: R.notDue });
  });

  it('cancel pending: before expiry and with nothing paid', () => {
    expect(transition(state('pending'), 'cancel', { ...HAPPY.cancel, now: EXPIRE })).toEqual({ refused: R.expired });
    expect(transition(state('pending'), 'cancel', { ...HAPPY.cancel, paid_amount: 1 })).toEqual({
      refused: R.cannotCancel,
    });
  });

  it('cancel paid or confirmed: until the check-out day of the hotel', () => {
    const lastNight = s('2025-01-11T15:59:59Z'); // 23:59:59 on 11 January in Shanghai
    const checkoutDay = s('2025-01-11T16:00:00Z');
    for (const status of ['paid', 'confirmed'] as const) {
      expect(transition(state(status), 'cancel', { ...HAPPY.cancel, now: lastNight })).toEqual(state('cancelled'));
      expect(transition(state(status), 'cancel', { ...HAPPY.cancel, now: checkoutDay })).toEqual({
        refused: R.cannotCancel,
      });
    }
  });

  it('confirm: a confirmation code and an operator', () => {
    expect(transition(state('paid'), 'confirm', { ...HAPPY.confirm, hotel_confirmation_code: ' ' })).toEqual({
      refused: R.confirmationRequired,
    });
    expect(transition(state('paid'), 'confirm', { ...HAPPY.confirm, operator: '' })).toEqual({
      refused: R.confirmationRequired,
    });
  });

  it('check in: from the check-in day, with a room number', () => {
    expect(transition(state('confirmed'), 'check_in', { ...HAPPY.check_in, now: s('2025-01-09T15:59:59Z') })).toEqual({
      refused: R.tooEarly,
    });
    expect(transition(state('confirmed'), 'check_in', { ...HAPPY.check_in, now: s('2025-01-09T16:00:00Z') })).toEqual(
      state('checked_in'),
    );
    expect(transition(state('confirmed'), 'check_in', { ...HAPPY.check_in, room_number: '' })).toEqual({
      refused: R.roomNumberRequired,
    });
  });

  it('complete: from the check-out day', () => {
    expect(transition(state('checked_in'), 'complete', { ...HAPPY.complete, now: s('2025-01-11T15:59:59Z') })).toEqual({
      refused: R.tooEarly,
    });
  });

  it('settle: completed, or cancelled with money kept; once', () => {
    const refunded = { ...HAPPY.settle, paid_amount: 1000, refund_amount: 1000 };
    expect(transition(state('cancelled'), 'settle', refunded)).toEqual({ refused: NA });
    expect(transition(state('completed'), 'settle', refunded)).toEqual(
      state('completed', { settlement_status: 'settled' }),
    );
    expect(transition(state('completed', { settlement_status: 'settled' }), 'settle', HAPPY.settle)).toEqual({
      refused: NA,
    });
  });

  it('invoices: requested once, then issued once', () => {
    const requested = state('completed', { invoice_status: 'requested' });
    expect(transition(requested, 'request_invoice', HAPPY.request_invoice)).toEqual({ refused: NA });
    expect(transition(requested, 'issue_invoice', HAPPY.issue_invoice)).toEqual(
      state('completed', { invoice_status: 'issued' }),
    );
    expect(transition(state('completed', { invoice_status: 'issued' }), 'issue_invoice', HAPPY.issue_invoice)).toEqual({
      refused: NA,
    });
  });

  it('keeps the other fields as they are', () => {
    const before = state('paid', { settlement_status: 'settled', invoice_status: 'issued' });
    expect(transition(before, 'confirm', HAPPY.confirm)).toEqual({ ...before, status: 'confirmed' });
  });
});

describe('what a member may do', () => {
  const order = (status: OrderStatus) => ({ ...state(status), ...FACTS });

  it.each([
    ['pending', EXPIRE - 1, { can_pay: true, can_cancel: true }],
    ['pending', EXPIRE, { can_pay: false, can_cancel: false }],
    ['paid', EXPIRE, { can_pay: false, can_cancel: true }],
    ['confirmed', s('2025-01-11T12:00:00Z'), { can_pay: false, can_cancel: true }],
    ['confirmed', s('2025-01-12T00:00:00Z'), { can_pay: false, can_cancel: false }],
    ['checked_in', EXPIRE, { can_pay: false, can_cancel: false }],
    ['completed', EXPIRE, { can_pay: false, can_cancel: false }],
    ['cancelled', EXPIRE - 1, { can_pay: false, can_cancel: false }],
    ['expired', EXPIRE - 1, { can_pay: false, can_cancel: false }],
  ] as const)('%s at %i', (status, now, expected) => {
    expect(allowedActions(order(status), now)).toEqual(expected);
  });
});
