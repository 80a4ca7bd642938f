/**
 * The payloads and answers of the account controller's calls (contract §4), shared by the pages and the built-in API
 * (type-only).
 */
import type { ListData } from '~/lib/api/types';
import type { VerificationType } from '~/lib/validation/rules';

/** `GET /api/account/overview` (contract §4): the last 7 days, today last. */
export interface OverviewData {
  days: string[];
  score: number[];
  money: string[];
}

/**
 * The events a stored log entry's `memo` may name instead of free text, as `event:<code>`: the API answers them as
 * text in the request's language (`server/modules/account/memo.ts`), as BuildAdmin answers text.
 */
export type LogEvent =
  | 'top_up'
  | 'hotel_booking'
  | 'booking_refund'
  | 'car_rental'
  | 'member_reward'
  | 'signup_points'
  | 'booking_points'
  | 'booking_points_reversed'
  | 'review_points'
  | 'content_purchase';

/** A `memo` that names an event. */
export type LogEventMemo = `event:${LogEvent}`;

/** An item of `GET /api/account/integral`. */
export interface ScoreLog {
  id: number;
  user_id: number;
  score: number;
  before: number;
  after: number;
  memo: string;
  create_time: number;
}

/** An item of `GET /api/account/balance`; amounts in yuan with 2 decimals. */
export interface MoneyLog {
  id: number;
  user_id: number;
  money: string;
  before: string;
  after: string;
  memo: string;
  create_time: number;
  /** Who caused the change when not the owner (a sub-account's booking on the company wallet); absent elsewhere. */
  actor?: { id: number; username: string; nickname: string } | null;
}

/** A top-up of the balance through an online gateway (money in yuan, as the contract gives it). */
export interface TopUp {
  out_trade_no: string;
  amount: string;
  channel: string;
  status: 'pending' | 'paid' | 'failed';
  create_time: number;
}

/** `GET account/recharge`: the gateways a member may top up through, the bounds, and one top-up when asked. */
export interface TopUpOptions {
  channels: string[];
  min: string;
  max: string;
  recharge: TopUp | null;
}

/** The Account controller's calls (docs/api.md §4): each call's answer (`data`) by method. */
export interface AccountCalls {
  'account/overview': { GET: OverviewData };
  'account/profile': { GET: { accountVerificationType: VerificationType[] }; POST: null };
  'account/integral': { GET: ListData<ScoreLog> };
  'account/balance': { GET: ListData<MoneyLog> };
  /** GET `?out_trade_no=`: options and that top-up; POST `{amount, channel}`: where to pay it. */
  'account/recharge': { GET: TopUpOptions; POST: { out_trade_no: string; redirect: string } };
  /** A gateway's signed notification of a top-up's outcome (`?channel=`); no member. */
  'pay/notify': { POST: null };
  /** The sandbox gateway's own page (PAYMENT_SANDBOX=on): GET `?trade=` the top-up; POST `{trade, result}`. */
  'pay/sandbox': { GET: { recharge: TopUp; siteName: string }; POST: { return_url: string } };
  'account/changepassword': { POST: null };
  'account/retrievepassword': { POST: null };
  'account/verification': { POST: { type: VerificationType; accountVerificationToken: string } };
  'account/changebind': { POST: null };
}
