import { describe, expect, it, vi } from 'vitest';
import en from '~/i18n/en/request.json';
import { createI18n, fixedT } from '~/lib/i18n/translator';
import { recordingEnv } from '~tests/support/api';
import { createApiClient } from './client';
import { ApiHttpError } from './httpErrors';
import { inProcessFetch } from './inProcess';

const t = fixedT(createI18n({ en: { request: en } }, 'en'), 'en', 'request');
const reply = (data: unknown) => Response.json({ code: 1, msg: '', time: 1, data });

describe('inProcessFetch', () => {
  it('hands the handler the Request the client would send over HTTP, and resolves with its Response', async () => {
    const seen: Request[] = [];
    const fetch = inProcessFetch(async (request) => {
      seen.push(request);
      return reply(await request.json());
    });
    const response = await fetch('http://127.0.0.1:4321/api/user/checkIn?x=1', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'think-lang': 'en' },
      body: JSON.stringify({ tab: 'login' }),
    });
    expect(await response.json()).toMatchObject({ code: 1, data: { tab: 'login' } });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.url).toBe('http://127.0.0.1:4321/api/user/checkIn?x=1');
    expect(seen[0]?.headers.get('think-lang')).toBe('en');
  });

  it('rejects when the handler throws, as a failed connection would', async () => {
    const fetch = inProcessFetch(() => {
      throw new Error('no database');
    });
    await expect(fetch('http://api.test/api/index/index')).rejects.toThrow('no database');
  });

  it('stops waiting when the signal aborts, with its reason', async () => {
    const fetch = inProcessFetch(() => new Promise<Response>(() => {}));
    const controller = new AbortController();
    const pending = fetch('http://api.test/api/index/index', { signal: controller.signal });
    const reason = Object.assign(new Error('[TimeoutError]: aborted'), { name: 'TimeoutError' });
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
    await expect(fetch('http://api.test/api/index/index', { signal: controller.signal })).rejects.toBe(reason);
  });

  it('gives the API client its envelope, and its timeout as over HTTP', async () => {
    vi.useFakeTimers();
    try {
      const handler = vi.fn(async (request: Request) =>
        new URL(request.url).pathname === '/api/slow/call' ? new Promise<Response>(() => {}) : reply({ lang: 'en' }),
      );
      const env = recordingEnv();
      const client = createApiClient({
        baseURL: 'http://127.0.0.1:4321',
        lang: 'en',
        getToken: () => 'member-token',
        env,
        t,
        timeout: 50,
        fetch: inProcessFetch(handler),
        forwardHeaders: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(await client.request('index/index')).toMatchObject({ code: 1, data: { lang: 'en' } });
      const sent = handler.mock.calls[0]?.[0].headers;
      expect(sent?.get('server')).toBe('true');
      expect(sent?.get('think-lang')).toBe('en');
      expect(sent?.get('ba-user-token')).toBe('member-token');
      expect(sent?.get('x-forwarded-for')).toBe('203.0.113.9');
      const slow = client.request('slow/call').catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(60);
      const error = await slow;
      expect(error).toBeInstanceOf(ApiHttpError);
      expect((error as ApiHttpError).kind).toBe('timeout');
    } finally {
      vi.useRealTimers();
    }
  });
});
