/**
 * Answers of the admin API's `user.*` controllers (BuildAdmin's `app/admin/controller/user/*`): members, and their
 * balance and points logs. At this door money is BuildAdmin's: yuan as a string with two decimals ("12.50"), as its
 * models give it; everywhere else the site counts in minor units.
 */
import type { MoneyLog, ScoreLog } from '../account';
import type { AdminList } from './auth';

/** A member as BuildAdmin's `User` model lists it (no password, no salt). */
export interface AdminMember {
  id: number;
  group_id: number;
  username: string;
  nickname: string;
  email: string;
  mobile: string;
  avatar: string;
  motto: string;
  /** Yuan, two decimals. */
  money: string;
  score: number;
  status: 'enable' | 'disable';
  last_login_time: number | null;
  join_time: number | null;
  create_time: number;
  /** The main account of a sub-account; null for a main account. */
  parent_id: number | null;
}

/** Whose line it is, as the admin lists name them. */
type Owner = { user: { id: number; username: string; nickname: string } };

/** A line of a member's balance log (money in yuan), as the member reads it, and whose it is. */
export type AdminMoneyLine = Omit<MoneyLog, 'actor'> & Owner;

/** A line of a member's points log, and whose it is. */
export type AdminScoreLine = ScoreLog & Owner;

export interface MemberCalls {
  'user.user/index': { GET: AdminList<AdminMember> };
  /**
   * GET `?id=`: `{row}`; POST `{id, status, nickname, email, mobile, motto, group_id}`: a member enabled or disabled,
   * their details or group changed (never money or points).
   */
  'user.user/edit': { GET: { row: AdminMember }; POST: { row: AdminMember } };
  /** POST `{id}`: the site's password-retrieval code sent to the member's e-mail address, else mobile. */
  'user.user/resetpassword': { POST: { sent_to: string } };
  'user.moneylog/index': { GET: AdminList<AdminMoneyLine> };
  /** GET `?userId=`: the member; POST `{user_id, money, memo}`: a change of their balance (yuan, signed). */
  'user.moneylog/add': { GET: { user: AdminMember }; POST: null };
  'user.scorelog/index': { GET: AdminList<AdminScoreLine> };
  /** GET `?userId=`: the member; POST `{user_id, score, memo}`: a change of their points (signed). */
  'user.scorelog/add': { GET: { user: AdminMember }; POST: null };
}
