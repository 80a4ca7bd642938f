// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '~/lib/api/client';
import { createEndpoints } from '~/lib/api/endpoints';
import { envelope, type FakeCall, fakeFetch, recordingEnv } from '~/lib/api/testing';
import { CaptchaClosedError, openClickCaptcha } from './captchaDialog';

const image = {
  id: 'cid',
  text: ['山', '<aeroplane>'],
  base64: 'data:image/png;base64,iVBORw0KGgo=',
  width: 350,
  height: 200,
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
  return { api: createEndpoints(client), calls: fake.calls };
}

function click(target: Element, x: number, y: number) {
  const event = new MouseEvent('click', { bubbles: true });
  Object.defineProperties(event, { offsetX: { value: x }, offsetY: { value: y } });
  target.dispatchEvent(event);
}

const q = <T extends Element>(selector: string) => document.querySelector<T>(selector) as T;
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = `<button id="opener">Send</button><script type="application/json" id="i18n-request">${JSON.stringify(
    { captcha: { 'Please click': 'Please click', 'Verification is successful!': 'OK!' } },
  )}</script>`;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('openClickCaptcha', () => {
  it('shows the targets, numbers the clicks, posts info with the rendered size and resolves after 1.5 s', async () => {
    const { api, calls } = endpoints(() => envelope(1));
    q<HTMLButtonElement>('#opener').focus();
    const result = openClickCaptcha({ endpoints: api, id: 'cid' });
    await settle();
    const dialog = q<HTMLDialogElement>('[data-testid="captcha-dialog"]');
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(q('[data-testid="captcha-targets"]').textContent).toBe('1. 山2. <aeroplane>');
    const img = q<HTMLImageElement>('[data-testid="captcha-image"]');
    click(img, 40, 50);
    // Clicking the marker takes the click back.
    click(q('.ba-captcha__marker'), 0, 0);
    expect(document.querySelectorAll('.ba-captcha__marker')).toHaveLength(0);
    click(img, 10, 20);
    const marker = q<HTMLElement>('.ba-captcha__marker');
    expect([marker.style.left, marker.style.top]).toEqual(['-3px', '7px']);
    click(img, 300.4, 150);
    await settle();
    const check = calls.find((c) => c.url.includes('checkClickCaptcha'));
    expect(JSON.parse(String(check?.body))).toEqual({ id: 'cid', info: '10,20-300,150;350;200', unset: false });
    expect(q('[data-testid="captcha-status"]').textContent).toBe('OK!');
    let done = false;
    void result.then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(1400);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    await expect(result).resolves.toEqual({ captchaId: 'cid', captchaInfo: '10,20-300,150;350;200' });
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement?.id).toBe('opener');
  });

  it('a wrong answer shows the failure and loads a new picture after 1.5 s', async () => {
    const { api, calls } = endpoints(() => envelope(0, ''));
    void openClickCaptcha({ endpoints: api }).catch(() => {});
    await settle();
    const img = q<HTMLImageElement>('[data-testid="captcha-image"]');
    click(img, 1, 1);
    click(img, 2, 2);
    await settle();
    expect(q('[data-testid="captcha-status"]').textContent).toBe('The correct area is not clicked, please try again!');
    const loads = () => calls.filter((c) => c.url.includes('/clickCaptcha')).length;
    expect(loads()).toBe(1);
    await vi.advanceTimersByTimeAsync(1500);
    expect(loads()).toBe(2);
    expect(document.querySelectorAll('.ba-captcha__marker')).toHaveLength(0);
  });

  it('a load failure says so; refresh reloads at once; Escape closes and rejects', async () => {
    let fail = true;
    const { api, calls } = endpoints(
      () => envelope(1),
      () => (fail ? envelope(0, 'nope') : envelope(1, '', image)),
    );
    const result = openClickCaptcha({ endpoints: api });
    await settle();
    expect(q('[data-testid="captcha-status"]').textContent).toBe('Captcha loading failed, please click refresh button');
    fail = false;
    q<HTMLButtonElement>('[data-testid="captcha-refresh"]').click();
    await settle();
    expect(calls).toHaveLength(2);
    expect(q('[data-testid="captcha-status"]').textContent).toBe('');
    q('dialog').dispatchEvent(new Event('cancel', { cancelable: true }));
    await expect(result).rejects.toBeInstanceOf(CaptchaClosedError);
    expect(document.querySelector('dialog')).toBeNull();
  });
});
