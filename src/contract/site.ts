/** The calls every page of the site makes (docs/api.md §2, §5): the bootstrap and the token refresh. */
import type { AdminRefreshTokenResult, IndexData, RefreshTokenResult } from '~/lib/api/types';

/** The Index controller's call and the token refresh: each answer (`data`) by method. */
export interface SiteCalls {
  'index/index': { GET: IndexData };
  'common/refreshtoken': { POST: RefreshTokenResult | AdminRefreshTokenResult };
}
