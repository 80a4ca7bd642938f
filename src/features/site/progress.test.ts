// @vitest-environment happy-dom
import NProgress from 'nprogress';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_SETTINGS, startProgressOnNavigation } from './progress';

let stop: (() => void) | undefined;
let start: ReturnType<typeof vi.spyOn>;
let done: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  document.body.innerHTML = `
    <a id="same" href="/hotel/list">same</a>
    <a id="other" href="https://elsewhere.test/">other</a>
    <a id="blank" href="/x" target="_blank">blank</a>
    <a id="download" href="/file.pdf" download>dl</a>
    <a id="hash" href="#top">hash</a>
    <a id="mail" href="mailto:a@b.test">mail</a>
    <form id="form" action="/logout" method="post"><button>go</button></form>
    <form id="dialog" method="dialog"><button>x</button></form>`;
  start = vi.spyOn(NProgress, 'start').mockReturnValue(NProgress);
  done = vi.spyOn(NProgress, 'done').mockReturnValue(NProgress);
  stop = startProgressOnNavigation(window);
});
afterEach(() => {
  stop?.();
  vi.restoreAllMocks();
});

/** Clicks an element; a window listener added after ours cancels the real navigation. */
function dispatchOn(id: string, init: MouseEventInit = {}) {
  const el = document.getElementById(id);
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  window.addEventListener('click', (e) => e.preventDefault(), { once: true });
  el?.dispatchEvent(event);
}

describe('startProgressOnNavigation', () => {
  it('configures nprogress with the SPEC constants', () => {
    expect(PROGRESS_SETTINGS).toEqual({
      minimum: 0.08,
      trickleRate: 0.02,
      speed: 200,
      trickleSpeed: 800,
      showSpinner: false,
    });
    expect(NProgress.settings).toMatchObject(PROGRESS_SETTINGS);
  });

  it('starts on a same-origin link click', () => {
    dispatchOn('same');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('ignores other origins, new windows, downloads, hash links, mailto, modified and prevented clicks', () => {
    for (const id of ['other', 'blank', 'download', 'hash', 'mail']) dispatchOn(id);
    dispatchOn('same', { ctrlKey: true });
    dispatchOn('same', { button: 1 });
    const el = document.getElementById('same');
    el?.addEventListener('click', (e) => e.preventDefault(), { once: true });
    dispatchOn('same');
    expect(start).not.toHaveBeenCalled();
  });

  it('starts on a form submit, not on a dialog form or a prevented submit', () => {
    const submit = (id: string, prevent = false) => {
      const form = document.getElementById(id);
      const event = new Event('submit', { bubbles: true, cancelable: true });
      if (prevent) form?.addEventListener('submit', (e) => e.preventDefault(), { once: true });
      window.addEventListener('submit', (e) => e.preventDefault(), { once: true });
      form?.dispatchEvent(event);
    };
    submit('dialog');
    submit('form', true);
    expect(start).not.toHaveBeenCalled();
    submit('form');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('finishes on pageshow and unbinds', () => {
    window.dispatchEvent(new Event('pageshow'));
    expect(done).toHaveBeenCalledTimes(1);
    stop?.();
    stop = undefined;
    window.dispatchEvent(new Event('pageshow'));
    dispatchOn('same');
    expect(done).toHaveBeenCalledTimes(1);
    expect(start).not.toHaveBeenCalled();
  });
});
