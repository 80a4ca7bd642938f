import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiInProcess, httpPageFetch, pageApiFetch, proxyApiFetch, registerBuiltinApi } from './apiTransport.server';

afterEach(() => {
  registerBuiltinApi(undefined);
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const envelope = (data: unknown) =>
  Response.json({ code: 1, msg: '', time: 1, data }, { headers: { 'cache-control': 'public, max-age=10' } });

describe('the transport of the site’s API calls', () => {
  it('hands them to the registered built-in API in process when API_URL is not set, loading it once', async () => {
    vi.stubEnv('API_URL', '');
    const handler = vi.fn(async (request: Request) => envelope(new URL(request.url).pathname));
    const load = vi.fn(async () => handler);
    registerBuiltinApi(load);
    const network = vi.spyOn(globalThis, 'fetch');
    expect(apiInProcess()).toBe(true);

    const page = pageApiFetch();
    const first = await page('http://127.0.0.1:4321/api/index/index', { headers: { 'think-lang': 'en' } });
    expect((await first.json()).data).toBe('/api/index/index');
    // The pages' calls keep the API's public answers for their max-age; the proxy's ask each time.
    await page('http://127.0.0.1:4321/api/index/index', { headers: { 'think-lang': 'en' } });
    expect(handler).toHaveBeenCalledTimes(1);
    const proxy = proxyApiFetch();
    await proxy('http://127.0.0.1:4321/api/index/index', { headers: { 'think-lang': 'en' } });
    await proxy('http://127.0.0.1:4321/api/index/index', { headers: { 'think-lang': 'en' } });
    expect(handler).toHaveBeenCalledTimes(3);
    expect(load).toHaveBeenCalledTimes(1);
    expect(network).not.toHaveBeenCalled();
  });

  it('loads the API again after a failed load', async () => {
    vi.stubEnv('API_URL', '');
    const load = vi
      .fn<() => Promise<(request: Request) => Promise<Response>>>()
      .mockRejectedValueOnce(new Error('chunk missing'))
      .mockResolvedValue(async () => envelope('ok'));
    registerBuiltinApi(load);
    await expect(proxyApiFetch()('http://127.0.0.1:4321/api/a')).rejects.toThrow('chunk missing');
    expect((await (await proxyApiFetch()('http://127.0.0.1:4321/api/a')).json()).data).toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('goes over HTTP with API_URL set, and when no built-in API is registered', () => {
    registerBuiltinApi(async () => async () => envelope('in process'));
    vi.stubEnv('API_URL', 'https://admin.example.com');
    expect(apiInProcess()).toBe(false);
    expect(pageApiFetch()).toBe(httpPageFetch);
    expect(proxyApiFetch()).toBe(globalThis.fetch);

    vi.stubEnv('API_URL', '');
    registerBuiltinApi(undefined);
    expect(apiInProcess()).toBe(false);
    expect(pageApiFetch()).toBe(httpPageFetch);
  });
});
