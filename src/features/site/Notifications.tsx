/**
 * The notifications island (SPEC §4, §9): renders `$notifications` as toasts (`Toasts.tsx`, react-bootstrap's
 * Toast, a lazy chunk loaded with the first notification). Notices the server decided (a failed login posted
 * without JavaScript, "password changed") arrive as `initial` and show once the island has hydrated, with the same
 * timers as every other toast. The server renders no toast: without JavaScript one could not be closed, so the
 * layout renders those notices as inline alerts inside <noscript> (`Notices.astro`).
 */

import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { renderedByReact } from '~/components/astroRenderer';
import type { NotifyType } from '~/lib/notify';
import { $notifications, notify } from '~/stores/notifications';

const Toasts = lazy(() => import('./Toasts'));

export interface ServerNotice {
  type: NotifyType;
  message: string;
}

export interface NotificationsProps {
  initial: readonly ServerNotice[];
  closeLabel: string;
}

/** Server notices already in the store (one island per page; tests mount several). */
const adopted = new WeakSet<readonly ServerNotice[]>();

function Notifications({ initial, closeLabel }: NotificationsProps) {
  if (typeof window !== 'undefined' && !adopted.has(initial)) {
    // The server's notices join the store once, before the first client render, with the ids it will use.
    adopted.add(initial);
    for (const notice of initial) notify(notice.type, notice.message);
  }
  const items = useStore($notifications);
  // Nothing before hydration, as the server rendered nothing; the toasts' code loads with the first notification.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [wanted, setWanted] = useState(false);
  if (hydrated && items.length > 0 && !wanted) setWanted(true);

  return (
    <div className="ba-notify-host">
      {wanted && (
        <Suspense fallback={null}>
          <Toasts items={items} closeLabel={closeLabel} />
        </Suspense>
      )}
    </div>
  );
}

export default renderedByReact(Notifications);
