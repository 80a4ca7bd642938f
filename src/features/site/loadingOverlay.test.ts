// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingCounter } from '~/lib/api/loading';
import { createLoadingOverlay, OVERLAY_FADE_MS } from './loadingOverlay';

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML =
    '<script type="application/json" id="i18n-request">{"common":{"Loading":"加载中..."}}</script>';
});
afterEach(() => {
  vi.useRealTimers();
});

const overlayEl = () => document.querySelector<HTMLElement>('.ba-loading-overlay');

describe('createLoadingOverlay', () => {
  it('shows a spinner and the translated text, marks the body busy', () => {
    const overlay = createLoadingOverlay();
    overlay.open();
    expect(overlay.visible).toBe(true);
    expect(overlayEl()?.getAttribute('role')).toBe('status');
    expect(overlayEl()?.textContent).toBe('加载中...');
    expect(document.body.getAttribute('aria-busy')).toBe('true');
  });

  it('fades out in 400 ms, then leaves the DOM', () => {
    const overlay = createLoadingOverlay({ label: 'Loading...' });
    overlay.open();
    overlay.close();
    expect(overlay.visible).toBe(false);
    expect(overlayEl()?.classList.contains('ba-loading-overlay--leaving')).toBe(true);
    expect(document.body.hasAttribute('aria-busy')).toBe(false);
    vi.advanceTimersByTime(OVERLAY_FADE_MS - 1);
    expect(overlayEl()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(overlayEl()).toBeNull();
  });

  it('reopening during the fade keeps the same element', () => {
    const overlay = createLoadingOverlay({ label: 'x' });
    overlay.open();
    overlay.close();
    vi.advanceTimersByTime(200);
    overlay.open();
    vi.advanceTimersByTime(OVERLAY_FADE_MS);
    expect(document.querySelectorAll('.ba-loading-overlay')).toHaveLength(1);
    expect(overlay.visible).toBe(true);
  });

  it('follows the request counter across concurrent requests', () => {
    const overlay = createLoadingOverlay({ label: 'x' });
    const counter = createLoadingCounter(overlay);
    counter.increment();
    counter.increment();
    counter.decrement();
    expect(overlay.visible).toBe(true);
    counter.decrement();
    expect(overlay.visible).toBe(false);
    overlay.close();
    vi.advanceTimersByTime(OVERLAY_FADE_MS);
    expect(overlayEl()).toBeNull();
  });
});
