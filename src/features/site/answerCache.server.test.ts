import { describe, expect, it, vi } from 'vitest';
import { sharedMaxAge, withAnswerCache } from './answerCache.server';

const PUBLIC = { 'cache-control': 'public, max-age=10', vary: 'think-lang, ba-user-token' };

function api(headers: Record<string, string> = PUBLIC) {
  let served = 0;
  const handler = vi.fn(async (request: Request) => {
    served += 1;
    return Response.json(
      { code: 1, data: { served, lang: request.headers.get('think-lang') } },
      { headers: { 'content-type': 'application/json', ...headers } },
    );
  });
  return handler;
}

const get = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });
const body = async (response: Response | Promise<Response>) => (await (await response).json()).data;

describe('sharedMaxAge', () => {
  it('reads the max-age of an answer a shared cache may keep', () => {
    expect(sharedMaxAge('public, max-age=10')).toBe(10);
    expect(sharedMaxAge('max-age=60, public, s-maxage=5')).toBe(5);
  });
  it('keeps nothing private, uncacheable or without a lifetime', () => {
    for (const value of [
      null,
      '',
      'no-store',
      'public',
      'max-age=10',
      'public, max-age=0',
      'public, no-cache, max-age=9',
    ]) {
      expect(sharedMaxAge(value), String(value)).toBeUndefined();
    }
    expect(sharedMaxAge('private, public, max-age=10')).toBeUndefined();
  });
});

describe('withAnswerCache', () => {
  it('keeps a public answer for its max-age, one copy per value of the headers it varies on', async () => {
    let now = 1_000_000;
    const handler = api();
    const cached = withAnswerCache(handler, { now: () => now });
    const url = 'http://127.0.0.1:4321/api/index/index';
    expect(await body(cached(get(url, { 'think-lang': 'en' })))).toEqual({ served: 1, lang: 'en' });
    expect(await body(cached(get(url, { 'think-lang': 'en' })))).toEqual({ served: 1, lang: 'en' });
    expect(await body(cached(get(url, { 'think-lang': 'zh-cn' })))).toEqual({ served: 2, lang: 'zh-cn' });
    expect(await body(cached(get(url, { 'think-lang': 'en', 'ba-user-token': 't' })))).toEqual({
      served: 3,
      lang: 'en',
    });
    expect(await body(cached(get(`${url}?x=1`, { 'think-lang': 'en' })))).toMatchObject({ served: 4 });
    const again = await cached(get(url, { 'think-lang': 'en' }));
    expect(again.headers.get('cache-control')).toBe('public, max-age=10');
    expect(again.status).toBe(200);
    now += 10_000;
    expect(await body(cached(get(url, { 'think-lang': 'en' })))).toEqual({ served: 5, lang: 'en' });
    expect(handler).toHaveBeenCalledTimes(5);
  });

  it('asks the API every time for anything else', async () => {
    const noStore = api({ 'cache-control': 'no-store' });
    const plain = withAnswerCache(noStore);
    await plain(get('http://h/api/a'));
    await plain(get('http://h/api/a'));
    expect(noStore).toHaveBeenCalledTimes(2);

    const open = api();
    const cached = withAnswerCache(open);
    await cached(new Request('http://h/api/a', { method: 'POST', body: '{}' }));
    await cached(new Request('http://h/api/a', { method: 'POST', body: '{}' }));
    expect(open).toHaveBeenCalledTimes(2);

    const star = api({ 'cache-control': 'public, max-age=10', vary: '*' });
    const starred = withAnswerCache(star);
    await starred(get('http://h/api/a'));
    await starred(get('http://h/api/a'));
    expect(star).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxCount answers, the newest, and none larger than maxEntrySize', async () => {
    const handler = api();
    const cached = withAnswerCache(handler, { maxCount: 2 });
    for (const path of ['a', 'b', 'c', 'c', 'b', 'a']) await cached(get(`http://h/api/${path}`));
    // a, b, c asked; c and b kept; a asked again.
    expect(handler).toHaveBeenCalledTimes(4);

    const small = api();
    const tiny = withAnswerCache(small, { maxEntrySize: 10 });
    expect(await body(tiny(get('http://h/api/a')))).toMatchObject({ served: 1 });
    expect(await body(tiny(get('http://h/api/a')))).toMatchObject({ served: 2 });
  });
});
