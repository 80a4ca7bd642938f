/**
 * The console's calls to the admin API (`/admin/{controller}/{action}`), in this process through the built-in API's
 * door, as the site's own calls go: the operator's token as `batoken`, the visitor's address forwarded, answers
 * typed by the contract's `AdminCalls`. The console exists only with the built-in API (`consoleOffered`).
 */
import type { AdminCallKey, AdminCallMethod, AdminCalls } from '~/contract/admin/calls';
import { apiInProcess, forwardingHeaders, proxyApiFetch } from '~/features/site/index.server';
import type { ApiEnvelope } from '~/lib/api/types';
import type { Lang } from '~/lib/i18n/locale';

export interface ConsoleCaller {
  lang: Lang;
  token: string;
  request: Request;
  clientAddress: string | undefined;
}

/** The console needs the built-in API in this process (no console for another backend). */
export const consoleOffered = (): boolean => apiInProcess();

type Value = string | number;
type Params = Record<string, Value | readonly Value[] | undefined>;

function headersOf(caller: ConsoleCaller): Record<string, string> {
  const url = new URL(caller.request.url);
  const forwarded = {
    clientAddress: caller.clientAddress,
    forwardedFor: caller.request.headers.get('x-forwarded-for'),
    host: url.host,
    proto: url.protocol.replace(':', ''),
  };
  return {
    ...forwardingHeaders(forwarded, true),
    'think-lang': caller.lang,
    'user-agent': caller.request.headers.get('user-agent') ?? '',
    ...(caller.token ? { batoken: caller.token } : {}),
  };
}

/** One admin call; `params` go in the query of a GET or DELETE (a list as `name[]`) and the JSON body of a POST. */
export async function adminCall<K extends AdminCallKey, M extends AdminCallMethod<K>>(
  caller: ConsoleCaller,
  key: K,
  method: M,
  params: Params = {},
): Promise<ApiEnvelope<AdminCalls[K][M]>> {
  const defined = Object.entries(params).filter(
    (entry): entry is [string, Value | readonly Value[]] => entry[1] !== undefined,
  );
  const url = new URL(`http://console.internal/admin/${key}`);
  const init: RequestInit = { method, headers: headersOf(caller) };
  if (method === 'GET' || method === 'DELETE') {
    for (const [name, value] of defined) {
      if (Array.isArray(value)) for (const one of value) url.searchParams.append(`${name}[]`, String(one));
      else url.searchParams.set(name, String(value));
    }
  } else {
    init.body = JSON.stringify(Object.fromEntries(defined));
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  const response = await proxyApiFetch()(url, init);
  return (await response.json()) as ApiEnvelope<AdminCalls[K][M]>;
}
