/** CORS as BuildAdmin answers it (contract §1.4), for origins listed in env CORS_ORIGINS ('*' = any). */
import { type Env, PROCESS_ENV, readEnv } from '~/config';

const ALLOWED_HEADERS = [
  'think-lang',
  'server',
  'ba_user_token',
  'ba-user-token',
  'ba_token',
  'ba-token',
  'batoken',
  'Authorization',
  'Content-Type',
  'If-Match',
  'If-Modified-Since',
  'If-None-Match',
  'If-Unmodified-Since',
  'X-CSRF-TOKEN',
  'X-Requested-With',
].join(', ');

export function configuredOrigins(env: Env = PROCESS_ENV): string[] {
  return (readEnv(env).CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, '').toLowerCase())
    .filter(Boolean);
}

function originAllowed(origin: string, requestUrl: URL, allowed: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  // The API's own origin: scheme and host (an https page of the same host is another origin than http).
  if (parsed.origin === requestUrl.origin) return true;
  if (allowed.includes('*')) return true;
  // Entries may be full origins (https://a.example: that scheme only) or bare hosts (a.example, localhost:4321:
  // either scheme).
  return allowed.includes(parsed.origin.toLowerCase()) || allowed.includes(parsed.host.toLowerCase());
}

/** Headers to add to the response; empty when the request has no allowed Origin. */
export function corsHeaders(request: Request, url: URL, allowed = configuredOrigins()): Record<string, string> {
  const origin = request.headers.get('origin');
  if (!origin || !originAllowed(origin, url, allowed)) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS',
    'access-control-allow-headers': ALLOWED_HEADERS,
    'access-control-max-age': '1800',
    vary: 'Origin',
  };
}
