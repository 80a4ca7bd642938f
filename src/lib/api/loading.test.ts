import { describe, expect, it, vi } from 'vitest';
import { createLoadingCounter } from './loading';

describe('createLoadingCounter', () => {
  it('opens once at 0→1 and closes once back at 0', () => {
    const view = { open: vi.fn(), close: vi.fn() };
    const counter = createLoadingCounter(view);
    counter.increment();
    counter.increment();
    expect(view.open).toHaveBeenCalledTimes(1);
    counter.decrement();
    expect(view.close).not.toHaveBeenCalled();
    expect(counter.count).toBe(1);
    counter.decrement();
    expect(view.close).toHaveBeenCalledTimes(1);
    expect(counter.count).toBe(0);
  });

  it('never goes below zero and reopens after closing', () => {
    const view = { open: vi.fn(), close: vi.fn() };
    const counter = createLoadingCounter(view);
    counter.decrement();
    expect(counter.count).toBe(0);
    expect(view.close).not.toHaveBeenCalled();
    counter.increment();
    counter.decrement();
    counter.increment();
    expect(view.open).toHaveBeenCalledTimes(2);
  });
});
