// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $notifications, dismissAll, notify } from '~/stores/notifications';
import Notifications from './Notifications';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => dismissAll());
  cleanup();
  vi.useRealTimers();
});

const mount = () => render(<Notifications initial={[]} closeLabel="Close" />);

describe('Notifications island', () => {
  it('renders an accessible toast: status for success, alert above everything for errors', () => {
    mount();
    act(() => {
      notify('success', 'Saved');
      notify('error', 'Broken');
    });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Saved');
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(2);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Broken');
    expect(alert.style.zIndex).toBe('9999');
    expect(status.style.zIndex).toBe('2000');
  });

  it('closes after 4500 ms, not while hovered, and restarts on leave', () => {
    mount();
    act(() => void notify('info', 'Hello'));
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

  it('Delete cancels every timer, another key restarts them, Escape closes all', () => {
    mount();
    act(() => {
      notify('info', 'One');
      notify('warning', 'Two');
    });
    fireEvent.keyDown(document, { key: 'Delete' });
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getAllByRole('status')).toHaveLength(2);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryAllByRole('status')).toHaveLength(0);
    expect($notifications.get()).toHaveLength(0);
  });

  it('the close button and the handle close a toast; duration 0 stays', () => {
    mount();
    let handle = { close: () => {} };
    act(() => {
      notify('info', 'Sticky', { duration: 0 });
      handle = notify('success', 'Short');
    });
    act(() => handle.close());
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status').textContent).toBe('Sticky');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the server’s notices and gives them timers', () => {
    render(<Notifications initial={[{ type: 'error', message: 'Wrong password' }]} closeLabel="关闭" />);
    expect(screen.getByRole('alert').textContent).toBe('Wrong password');
    act(() => vi.advanceTimersByTime(4500));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
