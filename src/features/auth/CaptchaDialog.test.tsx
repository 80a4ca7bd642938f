// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaptchaProof } from '~/contract/user';
import { createApiClient } from '~/lib/api/client';
import { envelope, type FakeCall, fakeFetch, recordingEnv } from '~tests/support/api';
import { type AuthEndpoints, createAuthEndpoints } from './endpoints';
import { CaptchaClosedError, useClickCaptcha } from './useClickCaptcha';

const image = {
  id: 'cid',
  text: ['山', '<aeroplane>'],
  base64: 'data:image/png;base64,iVBORw0KGgo=',
  width: 350,
  height: 200,
};

const messages = {
  'Please click': 'Please click',
  'Verification is successful!': 'OK!',
  'Remove click': 'Remove {{n}}',
};

function endpoints(check: (call: FakeCall) => Response, load: () => Response = () => envelope(1, '', image)) {
  const fake = fakeFetch((call) => (call.url.includes('checkClickCaptcha') ? check(call) : load()));
  const client = createApiClient({
    baseURL: '',
    lang: 'en',
    getToken: () => '',
    env: recordingEnv(),
    t: (k) => k,
    fetch: fake.fetch,
  });
  return { api: createAuthEndpoints(client), calls: fake.calls };
}

/** An island with an opener button; the test calls the hook's `open()` through `handle`. */
const handle: { open?: () => Promise<CaptchaProof>; api?: AuthEndpoints } = {};
function Harness() {
  const popup = useClickCaptcha(messages, handle.api ? { endpoints: handle.api } : {});
  handle.open = popup.open;
  return (
    <div>
      <button type="button" id="opener">
        Send
      </button>
      {popup.element}
    </div>
  );
}

function mount(api: AuthEndpoints) {
  handle.api = api;
  render(<Harness />);
  const opener = document.getElementById('opener') as HTMLButtonElement;
  opener.focus();
  let result: Promise<CaptchaProof> | undefined;
  act(() => {
    result = handle.open?.();
  });
  return result as Promise<CaptchaProof>;
}

function click(target: Element, x: number, y: number) {
  const event = new MouseEvent('click', { bubbles: true });
  Object.defineProperties(event, { offsetX: { value: x }, offsetY: { value: y } });
  act(() => {
    target.dispatchEvent(event);
  });
}

const q = <T extends Element>(selector: string) => document.querySelector<T>(selector) as T;
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
/** The lazy chunk, then the picture. */
const opened = async () => {
  for (let i = 0; i < 20 && !document.querySelector('[data-testid="captcha-targets"] strong'); i += 1) {
    await act(() => vi.advanceTimersByTimeAsync(10));
  }
};

// The popup is a lazy chunk: load it once up front, so opening it needs no real time under fake timers.
beforeAll(async () => {
  await import('./CaptchaDialog');
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('click captcha (useClickCaptcha + CaptchaDialog)', () => {
  it('shows the targets, numbers the clicks, posts info with the rendered size and resolves after 1.5 s', async () => {
    const { api, calls } = endpoints(() => envelope(1));
    const result = mount(api);
    await opened();
    const dialog = screen.getByRole('dialog');
    expect(dialog.contains(screen.getByTestId('captcha-dialog'))).toBe(true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.parentElement).toBe(document.body);
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('Security check');
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Pointer needed');
    expect(document.activeElement).toBe(screen.getByTestId('captcha-refresh'));
    expect(q('[data-testid="captcha-targets"]').textContent).toBe('1. 山2. <aeroplane>');
    const img = screen.getByTestId('captcha-image') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(image.base64);
    click(img, 40, 50);
    // Clicking the marker takes the click back.
    expect(q('.ba-captcha__marker').getAttribute('aria-label')).toBe('Remove 1');
    click(q('.ba-captcha__marker'), 0, 0);
    expect(document.querySelectorAll('.ba-captcha__marker')).toHaveLength(0);
    click(img, 10, 20);
    const marker = q<HTMLElement>('.ba-captcha__marker');
    expect([marker.style.left, marker.style.top]).toEqual(['-3px', '7px']);
    expect(marker.getAttribute('style')).not.toBeNull();
    click(img, 300.4, 150);
    await settle();
    const check = calls.find((c) => c.url.includes('checkClickCaptcha'));
    const sent = JSON.parse(String(check?.body)) as { id: string };
    expect(sent).toEqual({
      id: expect.stringMatching(/^[\da-f]{8}-[\da-f]{4}-4/),
      info: '10,20-300,150;350;200',
      unset: false,
    });
    const { id } = sent;
    expect(calls[0]?.url).toContain(`id=${id}`);
    expect(screen.getByTestId('captcha-status').textContent).toBe('OK!');
    let done = false;
    void result.then(() => {
      done = true;
    });
    await act(() => vi.advanceTimersByTimeAsync(1400));
    expect(done).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await expect(result).resolves.toEqual({ captchaId: id, captchaInfo: '10,20-300,150;350;200' });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement?.id).toBe('opener');
  });

  it('a wrong answer shows the failure and loads a new picture after 1.5 s', async () => {
    const { api, calls } = endpoints(() => envelope(0, ''));
    void mount(api).catch(() => {});
    await opened();
    const img = screen.getByTestId('captcha-image');
    click(img, 1, 1);
    click(img, 2, 2);
    // Further clicks while checking are ignored.
    click(img, 3, 3);
    await settle();
    expect(screen.getByTestId('captcha-status').textContent).toBe('The correct area is not clicked, please try again!');
    const loads = () => calls.filter((c) => c.url.includes('/clickCaptcha')).length;
    expect(loads()).toBe(1);
    expect(calls.filter((c) => c.url.includes('checkClickCaptcha'))).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(loads()).toBe(2);
    expect(document.querySelectorAll('.ba-captcha__marker')).toHaveLength(0);
  });

  it('a load failure says so; refresh reloads at once; Escape closes, rejects and gives focus back', async () => {
    let fail = true;
    const { api, calls } = endpoints(
      () => envelope(1),
      () => (fail ? envelope(0, 'nope') : envelope(1, '', image)),
    );
    const result = mount(api);
    for (let i = 0; i < 20 && calls.length === 0; i += 1) await act(() => vi.advanceTimersByTimeAsync(10));
    await settle();
    expect(screen.getByTestId('captcha-status').textContent).toBe(
      'Captcha loading failed, please click refresh button',
    );
    fail = false;
    act(() => (screen.getByTestId('captcha-refresh') as HTMLButtonElement).click());
    await settle();
    expect(calls).toHaveLength(2);
    expect(screen.getByTestId('captcha-status').textContent).toBe('');
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true }));
    });
    await expect(result).rejects.toBeInstanceOf(CaptchaClosedError);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement?.id).toBe('opener');
  });

  it('the close button rejects too', async () => {
    const { api } = endpoints(() => envelope(1));
    const result = mount(api);
    await opened();
    act(() => (screen.getByTestId('captcha-close') as HTMLButtonElement).click());
    await expect(result).rejects.toBeInstanceOf(CaptchaClosedError);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});
