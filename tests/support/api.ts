/** Test helpers for the API client: a scripted fake fetch and a recording environment. */
import type { ApiEnvironment } from '~/lib/api/client';

export interface FakeCall {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
  signal: AbortSignal | undefined;
}

export type FakeReply = Response | ((call: FakeCall) => Response | Promise<Response>);

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function envelope(code: number, msg = '', data: unknown = null) {
  return jsonResponse({ code, msg, time: 1_700_000_000, data });
}

/** A fetch that answers from a queue (or with the last reply forever) and records every call. */
export function fakeFetch(...replies: FakeReply[]) {
  const calls: FakeCall[] = [];
  const queue = [...replies];
  const fn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const call: FakeCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body,
      signal: init?.signal ?? undefined,
    };
    calls.push(call);
    const reply = queue.length > 1 ? queue.shift() : queue[0];
    if (!reply) throw new Error('fakeFetch: no reply scripted');
    return typeof reply === 'function' ? reply(call) : reply.clone();
  };
  return { fetch: fn as typeof fetch, calls };
}

export interface RecordingEnv extends ApiEnvironment {
  notices: Array<[string, string]>;
  navigations: string[];
  cleared: number;
  route: string | undefined;
  online: boolean;
  overlay: string[];
}

export function recordingEnv(route?: string): RecordingEnv {
  const env: RecordingEnv = {
    notices: [],
    navigations: [],
    cleared: 0,
    route,
    online: true,
    overlay: [],
    notify(type, message) {
      env.notices.push([type, message]);
    },
    loading: {
      open: () => env.overlay.push('open'),
      close: () => env.overlay.push('close'),
    },
    currentRouteName: () => env.route,
    navigate(target) {
      env.navigations.push(target);
    },
    clearTokens() {
      env.cleared += 1;
    },
    isOnline: () => env.online,
  };
  return env;
}
