/**
 * Typed wrappers of the site-wide calls every feature relies on (contract §2, §3.3, §1.5/§5.7): the bootstrap, logout
 * and the token refresh. A feature's own calls live in its `endpoints.ts` (e.g. `features/auth`,
 * `features/account`). Each accepts request-option overrides.
 */
import type { ApiClient, RequestOptions } from './client';
import type { ApiEnvelope, IndexData, RefreshTokenResult } from './types';

type Overrides = Omit<RequestOptions, 'method' | 'query' | 'body'>;

export interface Endpoints {
  /** `GET /api/index/index?requiredLogin=0|1`: site and member-centre bootstrap. */
  index(requiredLogin: boolean, options?: Overrides): Promise<ApiEnvelope<IndexData>>;
  /** `POST /api/user/logout`; the refresh token goes under both spellings (contract §3.3). */
  logout(refreshToken: string, options?: Overrides): Promise<ApiEnvelope<unknown>>;
  /** `POST /api/common/refreshToken` (contract §1.5, §5.7); the expired access token travels in the header. */
  refreshToken(refreshToken: string, options?: Overrides): Promise<ApiEnvelope<RefreshTokenResult>>;
}

export function createEndpoints(client: ApiClient): Endpoints {
  return {
    index: (requiredLogin, options) =>
      client.request<IndexData>('index/index', { ...options, query: { requiredLogin: requiredLogin ? 1 : 0 } }),
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
  };
}
