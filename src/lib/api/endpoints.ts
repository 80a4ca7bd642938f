/** Typed wrappers of the member calls (contract §2, §3, §4 retrievePassword, §5.1, §5.5–§5.7). Each accepts request-option overrides. */
import type { ApiClient, RequestOptions } from './client';
import type {
  ApiEnvelope,
  CheckClickCaptchaPayload,
  CheckInConfig,
  CheckInResult,
  ClickCaptchaData,
  EmsSendPayload,
  IndexData,
  LoginPayload,
  RefreshTokenResult,
  RegisterPayload,
  RetrievePasswordPayload,
  SmsSendPayload,
} from './types';

type Overrides = Omit<RequestOptions, 'method' | 'query' | 'body'>;

export interface Endpoints {
  /** `GET /api/index/index?requiredLogin=0|1`: site and member-centre bootstrap. */
  index(requiredLogin: boolean, options?: Overrides): Promise<ApiEnvelope<IndexData>>;
  /** `GET /api/user/checkIn`: login-page configuration. */
  checkInConfig(options?: Overrides): Promise<ApiEnvelope<CheckInConfig>>;
  /** `POST /api/user/checkIn` with `tab: 'login'`. */
  login(payload: LoginPayload, options?: Overrides): Promise<ApiEnvelope<CheckInResult>>;
  /** `POST /api/user/logout`; the refresh token goes under both spellings (contract §3.3). */
  logout(refreshToken: string, options?: Overrides): Promise<ApiEnvelope<unknown>>;
  /** `POST /api/common/refreshToken` (contract §1.5, §5.7); the expired access token travels in the header. */
  refreshToken(refreshToken: string, options?: Overrides): Promise<ApiEnvelope<RefreshTokenResult>>;
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

export function createEndpoints(client: ApiClient): Endpoints {
  return {
    index: (requiredLogin, options) =>
      client.request<IndexData>('index/index', { ...options, query: { requiredLogin: requiredLogin ? 1 : 0 } }),
    checkInConfig: (options) => client.request<CheckInConfig>('user/checkIn', { ...options }),
    login: (payload, options) =>
      client.request<CheckInResult>('user/checkIn', { ...options, method: 'POST', body: payload }),
    logout: (refreshToken, options) =>
      client.request<unknown>('user/logout', {
        ...options,
        method: 'POST',
        body: { refreshToken, refresh_token: refreshToken },
      }),
    refreshToken: (refreshToken, options) =>
      client.request<RefreshTokenResult>('common/refreshToken', {
        ...options,
        method: 'POST',
        body: { refreshToken },
      }),
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
