/**
 * The notifications on screen (SPEC §4, §9), as a nanostore over the pure queue of `src/lib/notify`. Any browser
 * code calls `notify()`; the `Notifications` island (src/features/site/Notifications.tsx) renders the store.
 * Browser only: the server renders its notices as props of that island (or as inline alerts on plain pages).
 */
import { atom } from 'nanostores';
import { createNotificationQueue, type Notification, type NotifyPosition, type NotifyType } from '~/lib/notify';

export interface NotifyOptions {
  duration?: number;
  position?: NotifyPosition;
}

export interface NotificationHandle {
  id: string;
  close(): void;
}

const queue = createNotificationQueue();

/** Notifications in display order. */
export const $notifications = atom<readonly Notification[]>([]);

/** Removes a notification (its timer ran out, or the person closed it). */
export function dismiss(id: string): void {
  if (queue.remove(id)) $notifications.set(queue.list());
}

/** Shows a notification; the handle closes it early. */
export function notify(type: NotifyType, message: string, options: NotifyOptions = {}): NotificationHandle {
  const item = queue.add({
    type,
    message,
    ...(options.duration === undefined ? {} : { duration: options.duration }),
    ...(options.position === undefined ? {} : { position: options.position }),
  });
  $notifications.set(queue.list());
  return { id: item.id, close: () => dismiss(item.id) };
}

/** Vertical offsets of every notification from their measured heights (16 px spacing per position). */
export function notificationOffsets(heightOf: (id: string) => number): Map<string, number> {
  return queue.offsets(heightOf);
}

/** Closes every notification. */
export function dismissAll(): void {
  for (const item of queue.list()) queue.remove(item.id);
  $notifications.set([]);
}
