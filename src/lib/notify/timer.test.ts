import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDismissTimer, keyEffect } from './timer';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function make(duration = 4500) {
  const onClose = vi.fn();
  return { timer: createDismissTimer({ duration, onClose }), onClose };
}

describe('createDismissTimer', () => {
  it('closes after the duration, once', () => {
    const { timer, onClose } = make();
    timer.start();
    expect(timer.state).toBe('running');
    vi.advanceTimersByTime(4499);
    expect(onClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(timer.state).toBe('closed');
    timer.close();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('pauses on hover and restarts the full duration on leave', () => {
    const { timer, onClose } = make();
    timer.start();
    vi.advanceTimersByTime(4000);
    timer.pause();
    expect(timer.state).toBe('paused');
    vi.advanceTimersByTime(10_000);
    expect(onClose).not.toHaveBeenCalled();
    timer.resume();
    vi.advanceTimersByTime(4499);
    expect(onClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Delete and Backspace cancel the timer; another key restarts it', () => {
    const { timer, onClose } = make();
    timer.start();
    timer.keydown('Backspace');
    expect(timer.state).toBe('cancelled');
    vi.advanceTimersByTime(60_000);
    expect(onClose).not.toHaveBeenCalled();
    timer.keydown('a');
    expect(timer.state).toBe('running');
    timer.keydown('Delete');
    vi.advanceTimersByTime(60_000);
    expect(onClose).not.toHaveBeenCalled();
    timer.resume();
    vi.advanceTimersByTime(4500);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('other keys do not disturb a running or paused timer', () => {
    const { timer, onClose } = make();
    timer.start();
    vi.advanceTimersByTime(3000);
    timer.keydown('Tab');
    vi.advanceTimersByTime(1500);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Escape closes at once', () => {
    const { timer, onClose } = make();
    timer.start();
    timer.keydown('Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(timer.state).toBe('closed');
  });

  it('duration 0 never closes by itself', () => {
    const { timer, onClose } = make(0);
    timer.start();
    vi.advanceTimersByTime(1e9);
    expect(onClose).not.toHaveBeenCalled();
    timer.close();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores transitions that do not apply', () => {
    const { timer } = make();
    timer.pause();
    timer.cancel();
    timer.resume();
    expect(timer.state).toBe('idle');
    timer.start();
    timer.start();
    expect(vi.getTimerCount()).toBe(1);
  });

  it('uses an injected clock', () => {
    const calls: string[] = [];
    let fire: (() => void) | undefined;
    const onClose = vi.fn();
    const timer = createDismissTimer({
      duration: 100,
      onClose,
      clock: {
        setTimeout: (cb, ms) => {
          calls.push(`set ${ms}`);
          fire = cb;
          return 7;
        },
        clearTimeout: (h) => calls.push(`clear ${String(h)}`),
      },
    });
    timer.start();
    timer.pause();
    timer.resume();
    fire?.();
    expect(calls).toEqual(['set 100', 'clear 7', 'set 100']);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('keyEffect', () => {
  it('maps keys', () => {
    expect(['Delete', 'Backspace', 'Escape', 'Esc', 'Enter'].map(keyEffect)).toEqual([
      'cancel',
      'cancel',
      'close',
      'close',
      'resume',
    ]);
  });
});
