/**
 * The notifications island (SPEC §4, §9): renders `$notifications` as toasts. Notices the server decided (a failed
 * login posted without JavaScript, "password changed") arrive as `initial` and show once the island has hydrated,
 * with the same timers as every other toast. The server renders no toast: without JavaScript one could not be
 * closed, so the layout renders those notices as inline alerts inside <noscript> (`Notices.astro`).
 * Keyboard, on the document: Escape closes all, Delete/Backspace cancel every timer, another key restarts them.
 * Hover pauses a toast's timer; leaving restarts it.
 */

import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { renderedByReact } from '~/components/astroRenderer';
import { createDismissTimer, type DismissTimer, type Notification, type NotifyType } from '~/lib/notify';
import { $notifications, dismiss, notificationOffsets, notify } from '~/stores/notifications';

export interface ServerNotice {
  type: NotifyType;
  message: string;
}

export interface NotificationsProps {
  initial: readonly ServerNotice[];
  closeLabel: string;
}

const timers = new Map<string, DismissTimer>();

function Toast({
  item,
  closeLabel,
  setRef,
}: {
  item: Notification;
  closeLabel: string;
  setRef: (el: HTMLDivElement | null) => void;
}) {
  useEffect(() => {
    const timer = createDismissTimer({ duration: item.duration, onClose: () => dismiss(item.id) });
    timers.set(item.id, timer);
    timer.start();
    return () => {
      timers.delete(item.id);
      timer.cancel();
    };
  }, [item.id, item.duration]);
  const error = item.type === 'error';
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only pauses the timer; the keyboard has Delete for it
    <div
      ref={setRef}
      id={item.id}
      className={`ba-notify ba-notify--${item.type} ba-notify--${item.position}`}
      role={error ? 'alert' : 'status'}
      aria-live={error ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-ba-notify={item.type}
      onMouseEnter={() => timers.get(item.id)?.pause()}
      onMouseLeave={() => timers.get(item.id)?.resume()}
    >
      <p className="ba-notify__message">{item.message}</p>
      <button
        type="button"
        className="ba-notify__close btn-close"
        aria-label={closeLabel}
        onClick={() => timers.get(item.id)?.close()}
      />
    </div>
  );
}

const NONE: readonly Notification[] = [];

/** Server notices already in the store (one island per page; tests mount several). */
const adopted = new WeakSet<readonly ServerNotice[]>();

function Notifications({ initial, closeLabel }: NotificationsProps) {
  if (typeof window !== 'undefined' && !adopted.has(initial)) {
    // The server's notices join the store once, before the first client render, with the ids it will use.
    adopted.add(initial);
    for (const notice of initial) notify(notice.type, notice.message);
  }
  const items = useStore($notifications);
  const elements = useRef(new Map<string, HTMLDivElement>());
  // Nothing before hydration, as the server rendered nothing.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const shown = hydrated ? items : NONE;

  // Stacking: offsets and z-index through the CSSOM (style attributes are blocked by the CSP).
  useLayoutEffect(() => {
    const offsets = notificationOffsets((id) => elements.current.get(id)?.offsetHeight ?? 0);
    for (const item of shown) {
      const el = elements.current.get(item.id);
      if (!el) continue;
      el.style.setProperty('--ba-notify-offset', `${offsets.get(item.id) ?? 0}px`);
      el.style.zIndex = String(item.zIndex);
    }
  }, [shown]);

  useEffect(() => {
    const onKeydown = (event: KeyboardEvent) => {
      for (const timer of [...timers.values()]) timer.keydown(event.key);
    };
    document.addEventListener('keydown', onKeydown);
    return () => document.removeEventListener('keydown', onKeydown);
  }, []);

  return (
    <div className="ba-notify-stack">
      {shown.map((item) => (
        <Toast
          key={item.id}
          item={item}
          closeLabel={closeLabel}
          setRef={(el) => {
            if (el) elements.current.set(item.id, el);
            else elements.current.delete(item.id);
          }}
        />
      ))}
    </div>
  );
}

export default renderedByReact(Notifications);
