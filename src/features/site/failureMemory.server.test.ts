import { describe, expect, it } from 'vitest';
import { FAILED_TTL_MS, MISSING_TTL_MS, rememberFailures } from './failureMemory.server';

/** A backend stand-in answering each URL with a fixed status (or throwing), counting the calls it gets. */
function backend(statusOf: (url: string) => number | 'down') {
  const calls: string[] = [];
  const fetch = (async (input: Parameters<typeof globalThis.fetch>[0]) => {
    const url = String(input);
    calls.push(url);
    const status = statusOf(url);
    if (status === 'down') throw new TypeError('fetch failed');
    return new Response(status === 200 ? '{"code":1}' : `error ${status}`, { status });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const API = 'http://backend.example/api';
const guest = { headers: { 'think-lang': 'en' } };
const member = { headers: { 'think-lang': 'en', 'ba-user-token': 't' } };

describe('failed answers remembered briefly', () => {
  it('answers a missing module (HTTP 404) from memory for thirty seconds, to members and guests', async () => {
    let clock = 0;
    const api = backend(() => 404);
    const fetch = rememberFailures(api.fetch, () => clock);
    expect((await fetch(`${API}/hotel/city`, guest)).status).toBe(404);
    const again = await fetch(`${API}/hotel/city`, member);
    expect([again.status, await again.text()]).toEqual([404, 'error 404']);
    clock += MISSING_TTL_MS - 1;
    await fetch(`${API}/hotel/city`, guest);
    expect(api.calls).toHaveLength(1);
    clock += 1;
    await fetch(`${API}/hotel/city`, guest);
    expect(api.calls).toHaveLength(2);
  });

  it('keeps a guest’s 5xx and a backend that is down for five seconds, and asks again for a member', async () => {
    let clock = 0;
    let state: number | 'down' = 503;
    const api = backend(() => state);
    const fetch = rememberFailures(api.fetch, () => clock);
    await fetch(`${API}/cms/index`, guest);
    expect((await fetch(`${API}/cms/index`, guest)).status).toBe(503);
    expect(api.calls).toHaveLength(1);
    await fetch(`${API}/cms/index`, member);
    expect(api.calls).toHaveLength(2);
    clock += FAILED_TTL_MS;
    state = 'down';
    await expect(fetch(`${API}/cms/index`, guest)).rejects.toThrow('fetch failed');
    await expect(fetch(`${API}/cms/index`, guest)).rejects.toThrow('fetch failed');
    expect(api.calls).toHaveLength(3);
  });

  it('keeps languages apart, and remembers no success and no POST', async () => {
    const api = backend((url) => (url.endsWith('/ok') ? 200 : 404));
    const fetch = rememberFailures(api.fetch, () => 0);
    await fetch(`${API}/x`, guest);
    await fetch(`${API}/x`, { headers: { 'think-lang': 'zh-cn' } });
    await fetch(`${API}/ok`, guest);
    await fetch(`${API}/ok`, guest);
    await fetch(`${API}/x`, { ...guest, method: 'POST' });
    expect(api.calls).toHaveLength(5);
  });
});
