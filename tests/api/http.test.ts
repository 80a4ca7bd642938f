/** Transport rules: routing, bodies, envelope on errors, CORS (contract §1). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERNAME } from '~/demo';
import { handleApiRequest } from '~/server/handle';
import { call, ENGINES, setupDatabase, type TestDatabase } from './helpers';

describe.each(ENGINES)('HTTP layer (%s)', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await setupDatabase(engine);
  });
  afterAll(async () => t.cleanup());

  it('matches controller and action case-insensitively, with an optional .html suffix', async () => {
    for (const path of ['/api/Index/Index', '/api/index/index.html', '/api/INDEX/index.HTML']) {
      expect((await call(t.db, path)).body.code, path).toBe(1);
    }
    const login = await call(t.db, '/api/User/CheckIn.html', {
      body: { tab: 'login', username: DEMO_USERNAME, password: DEMO_PASSWORD },
    });
    expect(login.body.code).toBe(1);
  });

  it('answers unknown paths with a translated 404 envelope', async () => {
    for (const path of [
      '/api/nope/nothing',
      '/api/index',
      '/api/index/index/extra',
      '/api/../etc/passwd',
      '/api/%E0%A4%A/x',
    ]) {
      const res = await call(t.db, path, { lang: 'en' });
      expect(res.status, path).toBe(404);
      expect(res.body).toMatchObject({ code: 0, msg: 'The requested API does not exist.', data: null });
      expect(res.headers.get('content-type')).toContain('application/json');
    }
    expect((await call(t.db, '/api/nope/nothing', { lang: 'zh-cn' })).body.msg).toBe('请求的接口不存在。');
  });

  it('answers a wrong method with 405 and Allow', async () => {
    const res = await call(t.db, '/api/common/refreshToken', { lang: 'en' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(res.body.code).toBe(0);
  });

  it('answers malformed JSON with Parameter error', async () => {
    for (const body of ['{"tab": "login",', '[1,2,3]', '"text"', 'null', '\u0000\u0001']) {
      const res = await call(t.db, '/api/user/checkIn', {
        body,
        headers: { 'content-type': 'application/json' },
        lang: 'zh-cn',
      });
      expect(res.status, body).toBe(200);
      expect(res.body).toMatchObject({ code: 0, msg: '请求参数有误。', data: null });
    }
    const text = await call(t.db, '/api/user/checkIn', {
      body: 'tab=login',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.body.code).toBe(0);
  });

  it('caps the body size', async () => {
    const big = JSON.stringify({ tab: 'login', username: 'x'.repeat(1024 * 1024 + 10), password: 'secret1' });
    const res = await call(t.db, '/api/user/checkIn', {
      body: big,
      headers: { 'content-type': 'application/json' },
      lang: 'en',
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 0, msg: 'The request body is too large.', data: null });
    // Without Content-Length (streamed body) the cap still applies.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new Uint8Array(64 * 1024).fill(32));
        controller.close();
      },
    });
    const request = new Request('http://localhost/api/user/checkIn', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    const streamed = await handleApiRequest(request, { clientAddress: '127.0.0.1' }, { db: t.db });
    expect(streamed.status).toBe(413);
  });

  it('accepts multipart form bodies', async () => {
    const form = new FormData();
    form.set('tab', 'login');
    form.set('username', DEMO_USERNAME);
    form.set('password', DEMO_PASSWORD);
    const res = await call(t.db, '/api/user/checkIn', { body: form });
    expect(res.body.code).toBe(1);
  });

  it('hides unexpected errors behind a translated 500 envelope', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const request = new Request('http://localhost/api/index/index', { headers: { 'think-lang': 'en' } });
      const res = await handleApiRequest(
        request,
        { clientAddress: '127.0.0.1' },
        { db: Promise.reject(new Error('db down at /secret/path')) },
      );
      expect(res.status).toBe(500);
      const body = await res.json();
      expect(body).toMatchObject({ code: 0, msg: 'Internal server error. Please try again later.', data: null });
      expect(JSON.stringify(body)).not.toContain('secret');
      expect(errors).toHaveLength(1);
    } finally {
      console.error = original;
    }
  });

  it('answers OPTIONS with 204 and CORS only for allowed origins', async () => {
    const previous = process.env.CORS_ORIGINS;
    process.env.CORS_ORIGINS = 'https://front.example, localhost:3000';
    try {
      const preflight = (origin: string) =>
        handleApiRequest(
          new Request('http://localhost/api/user/checkIn', { method: 'OPTIONS', headers: { origin } }),
          { clientAddress: '127.0.0.1' },
          { db: t.db },
        );
      const allowed = await preflight('https://front.example');
      expect(allowed.status).toBe(204);
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://front.example');
      expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
      expect(allowed.headers.get('access-control-allow-headers')).toContain('ba-user-token');
      expect(allowed.headers.get('access-control-max-age')).toBe('1800');
      expect((await preflight('http://localhost:3000')).headers.get('access-control-allow-origin')).toBe(
        'http://localhost:3000',
      );
      const denied = await preflight('https://evil.example');
      expect(denied.status).toBe(204);
      expect(denied.headers.get('access-control-allow-origin')).toBeNull();
      const same = await call(t.db, '/api/index/index', { headers: { origin: 'http://localhost' } });
      expect(same.headers.get('access-control-allow-origin')).toBe('http://localhost');
      // Same host, other scheme: another origin, both for the API's own and for a listed one.
      for (const origin of ['https://localhost', 'http://front.example']) {
        const other = await call(t.db, '/api/index/index', { headers: { origin } });
        expect(other.headers.get('access-control-allow-origin'), origin).toBeNull();
      }
    } finally {
      if (previous === undefined) delete process.env.CORS_ORIGINS;
      else process.env.CORS_ORIGINS = previous;
    }
  });
});
