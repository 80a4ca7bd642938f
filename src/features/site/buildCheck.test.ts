// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_CHECK_INTERVAL, CHUNK_RELOAD_WINDOW, mayReloadAfterChunkError, watchBuild } from './buildCheck';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('build check', () => {
  it('asks every hour and tells once when a newer build is live', async () => {
    const fetchLatest = vi.fn().mockResolvedValueOnce({ id: 'b1' }).mockResolvedValue({ id: 'b2' });
    const onNewBuild = vi.fn();
    const stop = watchBuild({ current: 'b1', onNewBuild, fetchLatest });
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL - 1);
    expect(fetchLatest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    expect(onNewBuild).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL);
    expect(onNewBuild).toHaveBeenCalledWith('b2');
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL * 3);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    stop();
  });

  it('survives a failed check', async () => {
    const fetchLatest = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ id: 'b2' });
    const onNewBuild = vi.fn();
    watchBuild({ current: 'b1', onNewBuild, fetchLatest })();
    const again = watchBuild({ current: 'b1', onNewBuild, fetchLatest });
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL * 2);
    expect(onNewBuild).toHaveBeenCalledWith('b2');
    again();
  });
});

describe('reload after a chunk error', () => {
  it('reloads at most once per path within 10 s', () => {
    expect(mayReloadAfterChunkError(sessionStorage, '/user', 1_000)).toBe(true);
    expect(mayReloadAfterChunkError(sessionStorage, '/user', 1_000 + CHUNK_RELOAD_WINDOW - 1)).toBe(false);
    expect(mayReloadAfterChunkError(sessionStorage, '/other', 2_000)).toBe(true);
    expect(mayReloadAfterChunkError(sessionStorage, '/user', 1_000 + CHUNK_RELOAD_WINDOW)).toBe(true);
  });
});
