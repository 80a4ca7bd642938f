/**
 * Typed calls of sign-in on the one API client: `user/checkIn` (configuration, login, register),
 * `account/retrievePassword`, the click captcha (contract §5.1) and the code senders (§5.5, §5.6). Each accepts
 * request-option overrides.
 */

import type {
  CheckClickCaptchaPayload,
  CheckInConfig,
  CheckInResult,
  ClickCaptchaData,
  EmsSendPayload,
  LoginPayload,
  RegisterPayload,
  RetrievePasswordPayload,
  SmsSendPayload,
} from '~/contract/user';
import type { ApiClient, RequestOptions } from '~/lib/api/client';
import type { ApiEnvelope } from '~/lib/api/types';

type Overrides = Omit<RequestOptions, 'method' | 'query' | 'body'>;

export interface AuthEndpoints {
  /** `GET /api/user/checkIn`: login-page configuration. */
  checkInConfig(options?: Overrides): Promise<ApiEnvelope<CheckInConfig>>;
  /** `POST /api/user/checkIn` with `tab: 'login'`. */
  login(payload: LoginPayload, options?: Overrides): Promise<ApiEnvelope<CheckInResult>>;
  /** `POST /api/user/checkIn` with `tab: 'register'` (contract §3.2). */
  register(payload: RegisterPayload, options?: Overrides): Promise<ApiEnvelope<CheckInResult>>;
  /** `POST /api/account/retrievePassword` (contract §4, no login). */
  retrievePassword(payload: RetrievePasswordPayload, options?: Overrides): Promise<ApiEnvelope<null>>;
  /** `GET /api/common/clickCaptcha?id=` (contract §5.1). */
  clickCaptcha(id: string, options?: Overrides): Promise<ApiEnvelope<ClickCaptchaData>>;
  /** `POST /api/common/checkClickCaptcha`; code messages are suppressed unless asked for. */
  checkClickCaptcha(payload: CheckClickCaptchaPayload, options?: Overrides): Promise<ApiEnvelope<unknown>>;
  /** `POST /api/Ems/send` (contract §5.5). */
  sendEms(payload: EmsSendPayload, options?: Overrides): Promise<ApiEnvelope<unknown>>;
  /** `POST /api/Sms/send` (contract §5.6). */
  sendSms(payload: SmsSendPayload, options?: Overrides): Promise<ApiEnvelope<unknown>>;
}

export function createAuthEndpoints(client: ApiClient): AuthEndpoints {
  return {
    checkInConfig: (options) => client.request<CheckInConfig>('user/checkIn', { ...options }),
    login: (payload, options) =>
      client.request<CheckInResult>('user/checkIn', { ...options, method: 'POST', body: payload }),
    register: (payload, options) =>
      client.request<CheckInResult>('user/checkIn', { ...options, method: 'POST', body: payload }),
    retrievePassword: (payload, options) =>
      client.request<null>('account/retrievePassword', { ...options, method: 'POST', body: payload }),
    clickCaptcha: (id, options) =>
      client.request<ClickCaptchaData>('common/clickCaptcha', { ...options, query: { id } }),
    checkClickCaptcha: (payload, options) =>
      client.request<unknown>('common/checkClickCaptcha', {
        showCodeMessage: false,
        ...options,
        method: 'POST',
        body: payload,
      }),
    sendEms: (payload, options) => client.request<unknown>('Ems/send', { ...options, method: 'POST', body: payload }),
    sendSms: (payload, options) => client.request<unknown>('Sms/send', { ...options, method: 'POST', body: payload }),
  };
}
