/**
 * Toast notifications in the browser (SPEC §4, §9), vanilla DOM on top of the pure model in `src/lib/notify`.
 *
 * Markup (also what the server renders for notices it wants shown on load; `adoptServerNotifications` then gives
 * them the same timers, stacking and keyboard handling):
 *
 *   <div class="ba-notify ba-notify--error" role="alert" aria-live="assertive" aria-atomic="true"
 *        data-ba-notify="error"                      required: success | error | info | warning
 *        data-ba-notify-duration="4500"              optional, ms, 0 = stays until closed
 *        data-ba-notify-position="top-right">        optional: top-right | top-left | bottom-right | bottom-left
 *     <p class="ba-notify__message">…</p>
 *     <button type="button" class="ba-notify__close btn-close" data-ba-notify-close aria-label="Close"></button>
 *   </div>
 *
 * Use role="status" aria-live="polite" for every type except error. The close button's aria-label comes from
 * `options.closeLabel`, else `<html data-ba-close-label="…">`, else `common.Close` of the `#i18n-request` script.
 * Keyboard (on document): Escape closes all, Delete/Backspace cancel every timer, another key restarts cancelled
 * ones. Hover pauses a toast's timer; leaving restarts it.
 *
 * `enableNotifyButtons()` makes any element with `data-notify-error|success|info|warning="message"` notify that
 * message when clicked (server-rendered menu entries of an unknown type use it).
 */
import {
  createDismissTimer,
  createNotificationQueue,
  type DismissTimer,
  isNotifyPosition,
  isNotifyType,
  NOTIFY_DURATION,
  NOTIFY_TYPES,
  type NotifyPosition,
  type NotifyType,
} from '~/lib/notify';
import { browserText } from './browserText';

export interface NotifyOptions {
  duration?: number;
  position?: NotifyPosition;
  closeLabel?: string;
}

export interface NotificationHandle {
  id: string;
  close(): void;
}

/** How long the leave transition may take before the element is removed, ms. */
export const LEAVE_MS = 300;

interface Live {
  el: HTMLElement;
  timer: DismissTimer;
}

const queue = createNotificationQueue();
const live = new Map<string, Live>();
let keyboardBound = false;

function closeLabel(explicit: string | undefined): string {
  return explicit ?? document.documentElement.dataset.baCloseLabel ?? browserText('common', 'Close');
}

function layout(): void {
  const offsets = queue.offsets((id) => live.get(id)?.el.offsetHeight ?? 0);
  for (const [id, { el }] of live) {
    el.style.setProperty('--ba-notify-offset', `${offsets.get(id) ?? 0}px`);
  }
}

function onKeydown(event: KeyboardEvent): void {
  for (const { timer } of [...live.values()]) timer.keydown(event.key);
}

function bindKeyboard(): void {
  if (keyboardBound) return;
  keyboardBound = true;
  document.addEventListener('keydown', onKeydown);
}

function remove(id: string): void {
  const entry = live.get(id);
  if (!entry) return;
  live.delete(id);
  queue.remove(id);
  entry.el.classList.add('ba-notify--leaving');
  setTimeout(() => entry.el.remove(), LEAVE_MS);
  layout();
}

function attach(el: HTMLElement, type: NotifyType, message: string, options: NotifyOptions): NotificationHandle {
  const item = queue.add({
    type,
    message,
    ...(options.duration === undefined ? {} : { duration: options.duration }),
    ...(options.position === undefined ? {} : { position: options.position }),
  });
  el.id ||= item.id;
  el.dataset.baNotifyId = item.id;
  el.classList.add('ba-notify', `ba-notify--${type}`, `ba-notify--${item.position}`);
  el.style.zIndex = String(item.zIndex);
  const timer = createDismissTimer({ duration: item.duration, onClose: () => remove(item.id) });
  live.set(item.id, { el, timer });
  el.addEventListener('mouseenter', () => timer.pause());
  el.addEventListener('mouseleave', () => timer.resume());
  el.querySelector<HTMLElement>('[data-ba-notify-close]')?.addEventListener('click', () => timer.close());
  bindKeyboard();
  layout();
  timer.start();
  return { id: item.id, close: () => timer.close() };
}

/** Shows a toast and returns a handle to close it early. */
export function notify(type: NotifyType, message: string, options: NotifyOptions = {}): NotificationHandle {
  const el = document.createElement('div');
  el.dataset.baNotify = type;
  el.setAttribute('role', type === 'error' ? 'alert' : 'status');
  el.setAttribute('aria-live', type === 'error' ? 'assertive' : 'polite');
  el.setAttribute('aria-atomic', 'true');
  const text = document.createElement('p');
  text.className = 'ba-notify__message';
  text.textContent = message;
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'ba-notify__close btn-close';
  close.dataset.baNotifyClose = '';
  close.setAttribute('aria-label', closeLabel(options.closeLabel));
  el.append(text, close);
  document.body.append(el);
  return attach(el, type, message, options);
}

/** Gives server-rendered toasts (`[data-ba-notify]`, see the header comment) timers and stacking. */
export function adoptServerNotifications(root: ParentNode = document): NotificationHandle[] {
  const handles: NotificationHandle[] = [];
  for (const el of root.querySelectorAll<HTMLElement>('[data-ba-notify]:not([data-ba-notify-id])')) {
    const type = el.dataset.baNotify;
    if (!isNotifyType(type)) continue;
    const duration = Number(el.dataset.baNotifyDuration ?? NOTIFY_DURATION);
    const position = el.dataset.baNotifyPosition;
    const message = el.querySelector('.ba-notify__message')?.textContent ?? el.textContent ?? '';
    handles.push(
      attach(el, type, message.trim(), {
        duration: Number.isFinite(duration) ? duration : NOTIFY_DURATION,
        ...(isNotifyPosition(position) ? { position } : {}),
      }),
    );
  }
  return handles;
}

/** Click on `[data-notify-<type>="message"]` → that notification. Returns a function that unbinds it. */
export function enableNotifyButtons(root: Document | HTMLElement = document): () => void {
  const selector = NOTIFY_TYPES.map((type) => `[data-notify-${type}]`).join(',');
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null;
    if (!target) return;
    const type = NOTIFY_TYPES.find((candidate) => target.hasAttribute(`data-notify-${candidate}`));
    if (!type) return;
    event.preventDefault();
    notify(type, target.getAttribute(`data-notify-${type}`) ?? '');
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}

/** Closes every open toast (e.g. before a page swap). */
export function closeAllNotifications(): void {
  for (const { timer } of [...live.values()]) timer.close();
}

/** Ids of the toasts on screen, oldest first (tests and debugging). */
export function openNotificationIds(): string[] {
  return queue.list().map((item) => item.id);
}
