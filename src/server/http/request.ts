/** Reading an API request: language, parameters and body (size-capped), and the member token. */

import { BodyTooLargeError, MAX_BODY_BYTES, readLimited } from '~/lib/http/readLimited';
import type { Lang } from '~/lib/i18n/locale';
import { DEFAULT_LANG, langFromAcceptLanguage, matchLang } from '~/lib/i18n/locale';
import { ApiError } from './errors';

export type Params = Record<string, unknown>;

/** Language of the answer: query `lang`, then header `think-lang`, then Accept-Language, then zh-cn. */
export function requestLang(url: URL, headers: Headers): Lang {
  return (
    matchLang(url.searchParams.get('lang') ?? '') ??
    matchLang(headers.get('think-lang') ?? '') ??
    langFromAcceptLanguage(headers.get('accept-language')) ??
    DEFAULT_LANG
  );
}

/** Query parameters as a plain object (last value wins, like PHP). */
export function queryParams(url: URL): Params {
  return Object.fromEntries(url.searchParams);
}

const tooLarge = () => new ApiError('Request body is too large', { status: 413 });
const badBody = () => new ApiError('Parameter error');

async function readCapped(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  try {
    return await readLimited(request, limit);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw tooLarge();
    throw error;
  }
}

const isPlainObject = (value: unknown): value is Params =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badBody();
  }
}

/**
 * The body of a POST-like request as an object: JSON, application/x-www-form-urlencoded or multipart/form-data
 * (text fields as strings, files as `File` values). Empty body → {}. Malformed → 'Parameter error'. Over the cap → 413.
 */
export async function readBody(request: Request, limit = MAX_BODY_BYTES): Promise<Params> {
  const bytes = await readCapped(request, limit);
  if (bytes.byteLength === 0) return {};
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/x-www-form-urlencoded') {
    return Object.fromEntries(new URLSearchParams(decodeUtf8(bytes)));
  }
  if (type === 'multipart/form-data') {
    let form: FormData;
    try {
      form = await new Response(bytes as Uint8Array<ArrayBuffer>, {
        headers: { 'content-type': request.headers.get('content-type') ?? '' },
      }).formData();
    } catch {
      throw badBody();
    }
    const out: Params = {};
    for (const [name, value] of form) out[name] = value;
    return out;
  }
  // JSON is the default (ofetch/axios send it); other text types are not accepted to keep the parser strict.
  if (type !== '' && type !== 'application/json' && !type.endsWith('+json')) throw badBody();
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeUtf8(bytes));
  } catch {
    throw badBody();
  }
  if (!isPlainObject(parsed)) throw badBody();
  return parsed;
}

/** A token from the first of `headerNames` sent, then the first of `paramNames` (GET/POST); '' when absent. */
export function tokenFrom(
  headers: Headers,
  params: Params,
  headerNames: readonly string[],
  paramNames: readonly string[],
): string {
  for (const name of headerNames) {
    const value = headers.get(name)?.trim();
    if (value) return value;
  }
  for (const name of paramNames) {
    const value = params[name];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return '';
}

/** The member access token (contract §1.4 order: headers, then GET/POST params); '' when absent. */
export const accessToken = (headers: Headers, params: Params): string =>
  tokenFrom(headers, params, ['bausertoken', 'ba-user-token'], ['bausertoken', 'ba-user-token', 'ba_user_token']);

/** A string parameter or '' (non-strings, e.g. hostile arrays/objects, read as absent). */
export function stringParam(params: Params, name: string): string {
  const value = params[name];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}
