/** Typed calls of the account controller (contract §4) on the one API client. */

import type { MoneyLog, OverviewData, ScoreLog, TopUpOptions } from '~/contract/account';
import type { ApiClient, RequestOptions } from '~/lib/api/client';
import type { ApiEnvelope, ListData } from '~/lib/api/types';
import type { VerificationType } from '~/lib/validation';

export type { ListData, MoneyLog, OverviewData, ScoreLog };

/**
 * `POST account/profile` (scene `edit`). `id` is the member's own id: BuildAdmin's `unique:user` rule skips the
 * member's own row only when the body carries it, as the official front ends send it. No birthday is `null`
 * (MariaDB's strict mode refuses '' for a date).
 */
export interface ProfilePayload {
  id: number;
  avatar: string;
  username: string;
  nickname: string;
  gender: number;
  birthday: string | null;
  motto: string;
}

export interface ChangePasswordPayload {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ChangeBindPayload {
  type: VerificationType;
  captcha: string;
  email?: string;
  mobile?: string;
  accountVerificationToken?: string;
  password?: string;
}

export interface AccountEndpoints {
  /** Checks a code sent to the member's current e-mail or mobile; answers a token for changeBind (600 s). */
  verification(
    type: VerificationType,
    captcha: string,
  ): Promise<ApiEnvelope<{ type: VerificationType; accountVerificationToken: string }>>;
  changeBind(payload: ChangeBindPayload): Promise<ApiEnvelope<null>>;
  overview(): Promise<ApiEnvelope<OverviewData>>;
  integral(page: number, limit: number): Promise<ApiEnvelope<ListData<ScoreLog>>>;
  balance(page: number, limit: number): Promise<ApiEnvelope<ListData<MoneyLog>>>;
  saveProfile(payload: ProfilePayload, options?: RequestOptions): Promise<ApiEnvelope<null>>;
  changePassword(payload: ChangePasswordPayload, options?: RequestOptions): Promise<ApiEnvelope<null>>;
  /** The gateways to top up through, and the member's top-up `outTradeNo` when given. */
  topUpOptions(outTradeNo?: string): Promise<ApiEnvelope<TopUpOptions>>;
  startTopUp(amount: string, channel: string): Promise<ApiEnvelope<{ out_trade_no: string; redirect: string }>>;
}

export function createAccountEndpoints(client: ApiClient): AccountEndpoints {
  return {
    verification: (type, captcha) =>
      client.request('account/verification', { method: 'POST', body: { type, captcha }, loading: true }),
    changeBind: (payload) =>
      client.request<null>('account/changeBind', {
        method: 'POST',
        body: payload,
        loading: true,
        showSuccessMessage: true,
      }),
    overview: () => client.request<OverviewData>('account/overview'),
    integral: (page, limit) => client.request<ListData<ScoreLog>>('account/integral', { query: { page, limit } }),
    balance: (page, limit) => client.request<ListData<MoneyLog>>('account/balance', { query: { page, limit } }),
    saveProfile: (payload, options = {}) =>
      client.request<null>('account/profile', { method: 'POST', body: payload, showSuccessMessage: true, ...options }),
    changePassword: (payload, options = {}) =>
      client.request<null>('account/changePassword', {
        method: 'POST',
        body: payload,
        showSuccessMessage: true,
        ...options,
      }),
    topUpOptions: (outTradeNo) =>
      client.request<TopUpOptions>('account/recharge', { query: outTradeNo ? { out_trade_no: outTradeNo } : {} }),
    startTopUp: (amount, channel) => client.request('account/recharge', { method: 'POST', body: { amount, channel } }),
  };
}
