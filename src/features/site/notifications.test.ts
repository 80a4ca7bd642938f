// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adoptServerNotifications,
  closeAllNotifications,
  enableNotifyButtons,
  LEAVE_MS,
  notify,
  openNotificationIds,
} from './notifications';

const toasts = () => [...document.querySelectorAll<HTMLElement>('.ba-notify:not(.ba-notify--leaving)')];
const key = (k: string) => document.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.baCloseLabel;
});
afterEach(() => {
  closeAllNotifications();
  vi.runAllTimers();
  vi.useRealTimers();
});

describe('notify', () => {
  it('renders an accessible toast: role status, close button with a label', () => {
    notify('success', 'Saved', { closeLabel: '关闭' });
    const [el] = toasts();
    expect(el?.getAttribute('role')).toBe('status');
    expect(el?.getAttribute('aria-live')).toBe('polite');
    expect(el?.classList.contains('ba-notify--success')).toBe(true);
    expect(el?.classList.contains('ba-notify--top-right')).toBe(true);
    expect(el?.querySelector('.ba-notify__message')?.textContent).toBe('Saved');
    expect(el?.querySelector('button')?.getAttribute('aria-label')).toBe('关闭');
    expect(el?.style.zIndex).not.toBe('9999');
  });

  it('errors are alerts above everything', () => {
    notify('error', 'Boom');
    const [el] = toasts();
    expect(el?.getAttribute('role')).toBe('alert');
    expect(el?.getAttribute('aria-live')).toBe('assertive');
    expect(el?.style.zIndex).toBe('9999');
  });

  it('takes the close label from <html data-ba-close-label>, then the i18n script', () => {
    document.documentElement.dataset.baCloseLabel = 'Schließen';
    notify('info', 'x');
    expect(toasts()[0]?.querySelector('button')?.getAttribute('aria-label')).toBe('Schließen');
  });

  it('closes after 4500 ms and removes the element after the leave transition', () => {
    notify('info', 'x');
    vi.advanceTimersByTime(4499);
    expect(toasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts()).toHaveLength(0);
    expect(document.querySelectorAll('.ba-notify')).toHaveLength(1);
    vi.advanceTimersByTime(LEAVE_MS);
    expect(document.querySelectorAll('.ba-notify')).toHaveLength(0);
  });

  it('pauses on hover and restarts on leave', () => {
    notify('info', 'x');
    const [el] = toasts();
    vi.advanceTimersByTime(4000);
    el?.dispatchEvent(new Event('mouseenter'));
    vi.advanceTimersByTime(20_000);
    expect(toasts()).toHaveLength(1);
    el?.dispatchEvent(new Event('mouseleave'));
    vi.advanceTimersByTime(4500);
    expect(toasts()).toHaveLength(0);
  });

  it('Escape closes all; Delete cancels timers; another key restarts them', () => {
    notify('info', 'a');
    notify('info', 'b');
    key('Delete');
    vi.advanceTimersByTime(60_000);
    expect(toasts()).toHaveLength(2);
    key('x');
    vi.advanceTimersByTime(4500);
    expect(toasts()).toHaveLength(0);
    notify('info', 'c');
    notify('error', 'd');
    key('Escape');
    expect(toasts()).toHaveLength(0);
  });

  it('the close button and the handle close the toast', () => {
    notify('warning', 'a');
    const handle = notify('warning', 'b');
    toasts()[0]?.querySelector('button')?.click();
    expect(toasts().map((el) => el.textContent)).toEqual(['b']);
    handle.close();
    expect(toasts()).toHaveLength(0);
  });

  it('stacks toasts with 16 px spacing and restacks after a close', () => {
    const a = notify('info', 'a');
    notify('info', 'b');
    notify('info', 'c', { position: 'bottom-left' });
    const els = toasts();
    for (const el of els) Object.defineProperty(el, 'offsetHeight', { value: 50 });
    notify('info', 'd');
    const offsets = () => toasts().map((el) => el.style.getPropertyValue('--ba-notify-offset'));
    expect(offsets()).toEqual(['16px', '82px', '16px', '148px']);
    a.close();
    expect(offsets()).toEqual(['16px', '16px', '82px']);
    expect(openNotificationIds()).toHaveLength(3);
  });

  it('duration 0 stays until closed', () => {
    notify('info', 'sticky', { duration: 0 });
    vi.advanceTimersByTime(1e7);
    expect(toasts()).toHaveLength(1);
  });
});

describe('adoptServerNotifications', () => {
  it('adopts server markup once, with its duration and position', () => {
    document.body.innerHTML = `
      <div class="ba-notify ba-notify--error" role="alert" data-ba-notify="error" data-ba-notify-duration="1000">
        <p class="ba-notify__message"> Login expired </p>
        <button type="button" data-ba-notify-close aria-label="Close"></button>
      </div>
      <div data-ba-notify="success" data-ba-notify-position="bottom-right"><p class="ba-notify__message">Hi</p></div>
      <div data-ba-notify="bogus">ignored</div>`;
    const handles = adoptServerNotifications();
    expect(handles).toHaveLength(2);
    expect(adoptServerNotifications()).toHaveLength(0);
    const [error, success] = toasts();
    expect(error?.style.zIndex).toBe('9999');
    expect(success?.classList.contains('ba-notify--bottom-right')).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(toasts()).toEqual([success]);
    success?.querySelector('button')?.click(); // no close button: nothing happens
    key('Escape');
    expect(toasts()).toHaveLength(0);
  });
});

describe('enableNotifyButtons', () => {
  it('notifies the message of a clicked data-notify-* element', () => {
    document.body.innerHTML = '<button type="button" data-notify-error="Navigation failed"><span>Menu</span></button>';
    const off = enableNotifyButtons();
    document.querySelector('span')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(toasts().map((el) => el.textContent)).toEqual(['Navigation failed']);
    off();
    document.querySelector('span')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(toasts()).toHaveLength(1);
  });
});
