/** Everything a handler may use about the current request. */
import type { Lang } from '~/lib/i18n/locale';
import type { Translate } from '~/lib/i18n/translator';
import type { AuthState } from '~/server/auth/current-user';
import type { Database } from '~/server/db';
import type { Params } from './request';

export interface ApiContext {
  request: Request;
  url: URL;
  method: string;
  lang: Lang;
  /** Translator of the `api` namespace in the request's language. */
  t: Translate;
  /** Translator of the `validate` namespace in the request's language. */
  tv: Translate;
  ip: string;
  /** Host the visitor used (X-Forwarded-Host from a trusted proxy), for protocol-relative asset URLs. */
  host: string;
  /** Request time, unix seconds (the envelope's `time`). */
  now: number;
  db: Database;
  query: Params;
  body: Params;
  /** Query and body merged; body wins (ThinkPHP `param()`). */
  params: Params;
  /** Raw member access token from headers or params; '' when absent. */
  token: string;
  /** The member behind `token` (resolved once per request). */
  auth(): Promise<AuthState>;
}
