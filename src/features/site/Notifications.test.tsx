// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { $notifications, dismissAll, notify } from '~/stores/notifications';
import Notifications from './Notifications';

// The toasts are a lazy chunk: load it once up front, so showing one needs no real time under fake timers.
beforeAll(async () => {
  await import('./Toasts');
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => dismissAll());
  cleanup();
  vi.useRealTimers();
});

const mount = () => render(<Notifications initial={[]} closeLabel="Close" />);
/** Lets the lazy toasts arrive. */
const shown = () => act(() => vi.advanceTimersByTimeAsync(0));

describe('Notifications island', () => {
  it('renders an empty host until there is a notification', () => {
    const { container } = mount();
    expect(container.innerHTML).toBe('<div class="ba-notify-host"></div>');
  });

  it('renders an accessible toast: status for success, alert above everything for errors', async () => {
    mount();
    act(() => {
      notify('success', 'Saved');
      notify('error', 'Broken');
    });
    await shown();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Saved');
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(2);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Broken');
    expect(alert.style.zIndex).toBe('9999');
    expect(status.style.zIndex).toBe('2000');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(alert.getAttribute('aria-live')).toBe('assertive');
    expect(alert.className).toContain('toast');
    expect(alert.className).toContain('ba-notify--error');
  });

  it('closes after 4500 ms, not while hovered, and restarts on leave', async () => {
    mount();
    act(() => void notify('info', 'Hello'));
    await shown();
    const toast = screen.getByRole('status');
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.queryByRole('status')).not.toBeNull();
    fireEvent.mouseLeave(toast);
    act(() => vi.advanceTimersByTime(4499));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('Delete cancels every timer, another key restarts them, Escape closes all', async () => {
    mount();
    act(() => {
      notify('info', 'One');
      notify('warning', 'Two');
    });
    await shown();
    fireEvent.keyDown(document, { key: 'Delete' });
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getAllByRole('status')).toHaveLength(2);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryAllByRole('status')).toHaveLength(0);
    expect($notifications.get()).toHaveLength(0);
  });

  it('the close button and the handle close a toast; duration 0 stays', async () => {
    mount();
    let handle = { close: () => {} };
    act(() => {
      notify('info', 'Sticky', { duration: 0 });
      handle = notify('success', 'Short');
    });
    await shown();
    act(() => handle.close());
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status').textContent).toBe('Sticky');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the server’s notices and gives them timers', async () => {
    render(<Notifications initial={[{ type: 'error', message: 'Wrong password' }]} closeLabel="关闭" />);
    await shown();
    expect(screen.getByRole('alert').textContent).toBe('Wrong password');
    act(() => vi.advanceTimersByTime(4500));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
