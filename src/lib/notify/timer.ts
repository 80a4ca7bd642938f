/**
 * The auto-close timer of one notification (SPEC §4), as a state machine with an injectable clock:
 *
 *   idle ──start──▶ running ──(duration elapses)──▶ closed (onClose once)
 *   running ──pause (pointer enters)──▶ paused ──resume (pointer leaves)──▶ running (full duration again,
 *                                                                           as Element Plus does)
 *   running/paused ──cancel (Delete or Backspace)──▶ cancelled ──resume / any other key──▶ running
 *   any ──close (Escape, close button)──▶ closed
 *
 * A duration of 0 never schedules anything: the notification stays until closed.
 */
export interface Clock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type TimerState = 'idle' | 'running' | 'paused' | 'cancelled' | 'closed';

export type KeyEffect = 'cancel' | 'close' | 'resume';

/** What a key pressed anywhere in the document does to every open notification. */
export function keyEffect(key: string): KeyEffect {
  if (key === 'Delete' || key === 'Backspace') return 'cancel';
  if (key === 'Escape' || key === 'Esc') return 'close';
  return 'resume';
}

export interface DismissTimer {
  readonly state: TimerState;
  start(): void;
  pause(): void;
  resume(): void;
  cancel(): void;
  close(): void;
  keydown(key: string): void;
}

export function createDismissTimer(options: { duration: number; onClose: () => void; clock?: Clock }): DismissTimer {
  const clock = options.clock ?? systemClock;
  let state: TimerState = 'idle';
  let handle: unknown;

  const clear = () => {
    if (handle !== undefined) clock.clearTimeout(handle);
    handle = undefined;
  };
  const schedule = () => {
    clear();
    state = 'running';
    if (options.duration > 0) {
      handle = clock.setTimeout(() => {
        handle = undefined;
        timer.close();
      }, options.duration);
    }
  };

  const timer: DismissTimer = {
    get state() {
      return state;
    },
    start() {
      if (state === 'idle') schedule();
    },
    pause() {
      if (state !== 'running') return;
      clear();
      state = 'paused';
    },
    resume() {
      if (state === 'paused' || state === 'cancelled') schedule();
    },
    cancel() {
      if (state !== 'running' && state !== 'paused') return;
      clear();
      state = 'cancelled';
    },
    close() {
      if (state === 'closed') return;
      clear();
      state = 'closed';
      options.onClose();
    },
    keydown(key) {
      const effect = keyEffect(key);
      if (effect === 'cancel') timer.cancel();
      else if (effect === 'close') timer.close();
      else if (state === 'cancelled') timer.resume();
    },
  };
  return timer;
}
