/**
 * The toasts of the Notifications island (SPEC §4, §9): react-bootstrap's `Toast` in a `ToastContainer`, one per
 * notification of `$notifications`, each with its own dismiss timer (`lib/notify`). A lazy chunk: the island loads it
 * with the first notification, so a page that shows none does not download it.
 * Keyboard, on the document: Escape closes all, Delete/Backspace cancel every timer, another key restarts them.
 * Hover pauses a toast's timer; leaving restarts it.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { CloseButton, Toast, ToastContainer } from 'react-bootstrap';
import { createDismissTimer, type DismissTimer, type Notification } from '~/lib/notify';
import { dismiss, notificationOffsets } from '~/stores/notifications';

const timers = new Map<string, DismissTimer>();

/**
 * An error interrupts (`role="alert"`, assertive); anything else is a polite status (WCAG 4.1.3). react-bootstrap's
 * Toast always renders `role="alert"`, so a status gets its role as the toast enters the document, before the
 * browser announces it; React leaves the attribute alone afterwards, as the prop it renders never changes.
 */
function liveRole(el: HTMLDivElement, type: Notification['type']) {
  if (type === 'error') return;
  el.setAttribute('role', 'status');
  el.setAttribute('aria-live', 'polite');
}

function Item({
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
  return (
    <Toast
      ref={(el: HTMLDivElement | null) => {
        if (el) liveRole(el, item.type);
        setRef(el);
      }}
      id={item.id}
      className={`ba-notify ba-notify--${item.type} ba-notify--${item.position}`}
      data-ba-notify={item.type}
      onMouseEnter={() => timers.get(item.id)?.pause()}
      onMouseLeave={() => timers.get(item.id)?.resume()}
    >
      <Toast.Body className="ba-notify__message">{item.message}</Toast.Body>
      <CloseButton className="ba-notify__close" aria-label={closeLabel} onClick={() => timers.get(item.id)?.close()} />
    </Toast>
  );
}

export default function Toasts({ items, closeLabel }: { items: readonly Notification[]; closeLabel: string }) {
  const elements = useRef(new Map<string, HTMLDivElement>());

  // Stacking: offsets and z-index through the CSSOM (style attributes are blocked by the CSP).
  useLayoutEffect(() => {
    const offsets = notificationOffsets((id) => elements.current.get(id)?.offsetHeight ?? 0);
    for (const item of items) {
      const el = elements.current.get(item.id);
      if (!el) continue;
      el.style.setProperty('--ba-notify-offset', `${offsets.get(item.id) ?? 0}px`);
      el.style.zIndex = String(item.zIndex);
    }
  }, [items]);

  useEffect(() => {
    const onKeydown = (event: KeyboardEvent) => {
      for (const timer of [...timers.values()]) timer.keydown(event.key);
    };
    document.addEventListener('keydown', onKeydown);
    return () => document.removeEventListener('keydown', onKeydown);
  }, []);

  return (
    <ToastContainer className="ba-notify-stack">
      {items.map((item) => (
        <Item
          key={item.id}
          item={item}
          closeLabel={closeLabel}
          setRef={(el) => {
            if (el) elements.current.set(item.id, el);
            else elements.current.delete(item.id);
          }}
        />
      ))}
    </ToastContainer>
  );
}
