/**
 * The BUILTIN_API switch at the built-in API's two entries (src/pages/api/[...path].ts, src/pages/storage/[...path].ts):
 * on (the default), they answer from the process's database; with BUILTIN_API=off, every /api call gets the
 * not-found envelope and every /storage file a 404, also for a file that exists.
 */
import type { APIContext } from 'astro';
import sharp from 'sharp';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERNAME } from '~/demo';
import { ALL } from '~/pages/api/[...path]';
import { GET } from '~/pages/storage/[...path]';
import { closeDb } from '~/server/database';
import { handleDisabledApi } from '~/server/handle';
import { privateDataDir } from './helpers';

// The entries use the process-wide database: a SQLite file in this file's own DATA_DIR.
privateDataDir('disabled');
afterAll(() => closeDb());
afterEach(() => {
  vi.unstubAllEnvs();
});

/** Calls the API entry as Astro would. */
async function api(path: string, init: RequestInit = {}) {
  const request = new Request(`http://localhost${path}`, { ...init, headers: { 'think-lang': 'en', ...init.headers } });
  const response = await ALL({ request, clientAddress: '127.0.0.1' } as unknown as APIContext);
  return { status: response.status, body: await response.json() };
}

/** Calls the storage entry for `/storage/<path>`. */
function storage(url: string) {
  const path = url.replace(/^\/storage\//, '');
  return GET({ request: new Request(`http://localhost${url}`), params: { path } } as unknown as APIContext);
}

describe('switched-off built-in API', () => {
  it('answers every call with the translated not-found envelope', async () => {
    const res = handleDisabledApi(new Request('http://localhost/api/index/index', { headers: { 'think-lang': 'en' } }));
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body).toMatchObject({ code: 0, data: null });
    expect(body.msg).not.toBe('API not found');
    expect(body.msg.length).toBeGreaterThan(0);
  });

  it('the API entry answers normally when on, and the not-found envelope for every call when off', async () => {
    const on = await api('/api/index/index');
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ code: 1, data: { site: { siteName: 'Concierge Hotels' } } });
    const notFound = handleDisabledApi(
      new Request('http://localhost/api/index/index', { headers: { 'think-lang': 'en' } }),
    );
    const expected = { code: 0, msg: (await notFound.json()).msg, data: null };

    vi.stubEnv('BUILTIN_API', 'off');
    for (const [path, init] of [
      ['/api/index/index', {}],
      ['/api/user/checkIn', { method: 'POST', body: JSON.stringify({ tab: 'login' }) }],
      ['/api/nothing/here', {}],
    ] as const) {
      const off = await api(path, { ...init, headers: { 'content-type': 'application/json' } });
      expect(off.status, path).toBe(404);
      expect(off.body, path).toMatchObject(expected);
    }

    vi.stubEnv('BUILTIN_API', 'on');
    expect((await api('/api/index/index')).body.code).toBe(1);
  });

  it('the storage entry serves an uploaded file when on, and 404 when off', async () => {
    const login = await api('/api/user/checkIn', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tab: 'login', username: DEMO_USERNAME, password: DEMO_PASSWORD }),
    });
    expect(login.body.code).toBe(1);
    const body = new FormData();
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0b5d5e' } })
      .png()
      .toBuffer();
    body.append('file', new File([new Uint8Array(png)], 'dot.png', { type: 'image/png' }));
    const upload = await api('/api/ajax/upload', {
      method: 'POST',
      headers: { 'ba-user-token': login.body.data.userInfo.token },
      body,
    });
    expect(upload.body.code).toBe(1);
    const url: string = upload.body.data.file.url;
    expect(url).toMatch(/^\/storage\//);

    const on = await storage(url);
    expect(on.status).toBe(200);
    expect(on.headers.get('content-type')).toBe('image/png');

    vi.stubEnv('BUILTIN_API', 'off');
    const off = await storage(url);
    expect(off.status).toBe(404);
    expect(await off.text()).toBe('Not Found');
  });
});
