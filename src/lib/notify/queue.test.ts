import { describe, expect, it } from 'vitest';
import { createNotificationQueue, NOTIFY_DURATION, stackOffsets } from './queue';

describe('stackOffsets', () => {
  it('starts 16 px from the edge and keeps 16 px between notifications', () => {
    expect(stackOffsets([50, 80, 30])).toEqual([16, 82, 178]);
    expect(stackOffsets([])).toEqual([]);
    expect(stackOffsets([10, 10], 8)).toEqual([8, 26]);
  });
});

describe('createNotificationQueue', () => {
  it('assigns ids, defaults and z-indexes (2000 upwards, 9999 for errors)', () => {
    const queue = createNotificationQueue('n');
    const a = queue.add({ type: 'success', message: 'A' });
    const b = queue.add({ type: 'error', message: 'B' });
    const c = queue.add({ type: 'info', message: 'C', duration: 0, position: 'bottom-left' });
    expect(a).toEqual({
      id: 'n1',
      type: 'success',
      message: 'A',
      duration: NOTIFY_DURATION,
      position: 'top-right',
      zIndex: 2000,
    });
    expect(b.zIndex).toBe(9999);
    expect(c).toMatchObject({ id: 'n3', zIndex: 2001, duration: 0, position: 'bottom-left' });
  });

  it('lists in order, per position, and removes by id', () => {
    const queue = createNotificationQueue();
    const a = queue.add({ type: 'info', message: 'A' });
    const b = queue.add({ type: 'info', message: 'B', position: 'top-left' });
    const c = queue.add({ type: 'info', message: 'C' });
    expect(queue.list().map((n) => n.message)).toEqual(['A', 'B', 'C']);
    expect(queue.list('top-right').map((n) => n.message)).toEqual(['A', 'C']);
    expect(queue.remove(a.id)).toBe(true);
    expect(queue.remove(a.id)).toBe(false);
    expect(queue.get(b.id)?.message).toBe('B');
    expect(queue.get(a.id)).toBeUndefined();
    expect(queue.list().map((n) => n.id)).toEqual([b.id, c.id]);
  });

  it('computes offsets per position and restacks after a removal', () => {
    const queue = createNotificationQueue();
    const a = queue.add({ type: 'info', message: 'A' });
    const b = queue.add({ type: 'info', message: 'B' });
    const c = queue.add({ type: 'info', message: 'C' });
    const d = queue.add({ type: 'info', message: 'D', position: 'bottom-right' });
    const heights: Record<string, number> = { [a.id]: 40, [b.id]: 60, [c.id]: 20, [d.id]: 99 };
    const heightOf = (id: string) => heights[id] ?? 0;
    expect(Object.fromEntries(queue.offsets(heightOf))).toEqual({ [a.id]: 16, [b.id]: 72, [c.id]: 148, [d.id]: 16 });
    queue.remove(b.id);
    expect(queue.offsets(heightOf).get(c.id)).toBe(72);
  });
});
