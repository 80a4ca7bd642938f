/**
 * The notification model (SPEC §4, §9), free of the DOM: a queue of notifications with ids, their stacking
 * order, z-indexes and vertical offsets. The renderer (`src/features/site/Notifications.tsx`, over the store
 * `src/stores/notifications.ts`) measures heights and applies what this module computes; the server renders its
 * notices through a queue of its own, so they carry the same ids and defaults.
 */
export type NotifyType = 'success' | 'error' | 'info' | 'warning';
export type NotifyPosition = 'top-right' | 'top-left' | 'bottom-right' | 'bottom-left';

export const NOTIFY_POSITIONS: readonly NotifyPosition[] = ['top-right', 'top-left', 'bottom-right', 'bottom-left'];
/** Auto-close delay in ms; 0 keeps a notification until closed. */
export const NOTIFY_DURATION = 4500;
/** Gap between stacked notifications and from the viewport edge, px. */
export const NOTIFY_SPACING = 16;
export const NOTIFY_POSITION: NotifyPosition = 'top-right';
/** Each new notification stacks above the previous one: base, base + 1, … */
export const NOTIFY_Z_BASE = 2000;
/** Errors sit above everything (Nuxt's `ElNotification` zIndex). */
export const NOTIFY_Z_ERROR = 9999;

export interface NotificationInput {
  type: NotifyType;
  message: string;
  duration?: number;
  position?: NotifyPosition;
}

export interface Notification {
  id: string;
  type: NotifyType;
  message: string;
  duration: number;
  position: NotifyPosition;
  zIndex: number;
}

/**
 * Offsets from the viewport edge of notifications stacked in display order (oldest nearest the edge):
 * the first sits `spacing` px from the edge, each next one below the previous one's height plus `spacing`.
 */
export function stackOffsets(heights: readonly number[], spacing: number = NOTIFY_SPACING): number[] {
  const offsets: number[] = [];
  let next = spacing;
  for (const height of heights) {
    offsets.push(next);
    next += height + spacing;
  }
  return offsets;
}

export interface NotificationQueue {
  add(input: NotificationInput): Notification;
  /** False when the id is unknown (already removed). */
  remove(id: string): boolean;
  get(id: string): Notification | undefined;
  /** In display order; only one position when given. */
  list(position?: NotifyPosition): Notification[];
  /** Offsets of every notification, per position, from a height lookup (the renderer measures). */
  offsets(heightOf: (id: string) => number): Map<string, number>;
}

export function createNotificationQueue(idPrefix = 'ba-notify-'): NotificationQueue {
  const items: Notification[] = [];
  let sequence = 0;
  let zIndex = NOTIFY_Z_BASE;

  const list = (position?: NotifyPosition) =>
    position ? items.filter((item) => item.position === position) : [...items];

  return {
    add(input) {
      sequence += 1;
      const item: Notification = {
        id: `${idPrefix}${sequence}`,
        type: input.type,
        message: input.message,
        duration: Math.max(0, input.duration ?? NOTIFY_DURATION),
        position: input.position ?? NOTIFY_POSITION,
        zIndex: input.type === 'error' ? NOTIFY_Z_ERROR : zIndex++,
      };
      items.push(item);
      return item;
    },
    remove(id) {
      const index = items.findIndex((item) => item.id === id);
      if (index === -1) return false;
      items.splice(index, 1);
      return true;
    },
    get: (id) => items.find((item) => item.id === id),
    list,
    offsets(heightOf) {
      const out = new Map<string, number>();
      for (const position of NOTIFY_POSITIONS) {
        const group = list(position);
        stackOffsets(group.map((item) => heightOf(item.id))).forEach((offset, index) => {
          const item = group[index];
          if (item) out.set(item.id, offset);
        });
      }
      return out;
    },
  };
}
