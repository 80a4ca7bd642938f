import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiEnvelope } from '~/lib/api/types';
import { clearGuestAnswers, GUEST_ANSWER_TTL_MS, sharedGuestAnswer } from './guestAnswers.server';

const ok = (data: unknown): ApiEnvelope<unknown> => ({ code: 1, msg: '', time: 0, data });
const failed: ApiEnvelope<unknown> = { code: 0, msg: 'Too many requests', time: 0, data: null };

afterEach(() => {
  clearGuestAnswers();
  vi.useRealTimers();
});

describe('sharedGuestAnswer', () => {
  it('asks once for concurrent and later guests, and again after the time to live', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => ok({ site: { siteName: 'A' } }));
    const [first, second] = await Promise.all([sharedGuestAnswer('k', load), sharedGuestAnswer('k', load)]);
    expect(first).toBe(second);
    await sharedGuestAnswer('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(GUEST_ANSWER_TTL_MS + 1);
    await sharedGuestAnswer('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps answers apart by key', async () => {
    const zh = await sharedGuestAnswer('zh-cn', async () => ok('zh'));
    const en = await sharedGuestAnswer('en', async () => ok('en'));
    expect([zh.data, en.data]).toEqual(['zh', 'en']);
  });

  it('does not keep a failure: a waiting caller and the next caller make their own call', async () => {
    let release: (answer: ApiEnvelope<unknown>) => void = () => {};
    const firstLoad = vi.fn(() => new Promise<ApiEnvelope<unknown>>((resolve) => (release = resolve)));
    const ownLoad = vi.fn(async () => ok('own'));
    const first = sharedGuestAnswer('k', firstLoad);
    const waiting = sharedGuestAnswer('k', ownLoad);
    release(failed);
    expect(await first).toBe(failed);
    expect((await waiting).data).toBe('own');
    expect(ownLoad).toHaveBeenCalledTimes(1);
    expect((await sharedGuestAnswer('k', async () => ok('next'))).data).toBe('next');
  });

  it('does not keep a thrown error', async () => {
    await expect(sharedGuestAnswer('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await sharedGuestAnswer('k', async () => ok('up'))).data).toBe('up');
  });

  it('freezes a kept answer so no page can change it for everyone', async () => {
    const answer = await sharedGuestAnswer('k', async () => ok({ site: { siteName: 'A' }, rules: [{ name: 'x' }] }));
    const data = answer.data as { site: { siteName: string }; rules: { name: string }[] };
    expect(() => {
      data.site.siteName = 'B';
    }).toThrow(TypeError);
    expect(() => data.rules.push({ name: 'y' })).toThrow(TypeError);
  });
});
