/**
 * The full-page loading mask (SPEC §4, §9): a spinner and the translated 'Loading' text, fading out in 400 ms.
 * Drive it through the API client's loading counter (`env.loading`), which opens it for the first concurrent
 * request and closes it after the last one. `<body aria-busy>` is set while it is shown.
 */
import { browserText } from './browserText';

export const OVERLAY_FADE_MS = 400;

export interface LoadingOverlay {
  open(): void;
  close(): void;
  readonly visible: boolean;
}

export function createLoadingOverlay(options: { label?: string; doc?: Document } = {}): LoadingOverlay {
  const doc = options.doc ?? document;
  let el: HTMLElement | undefined;
  let removal: ReturnType<typeof setTimeout> | undefined;

  function build(): HTMLElement {
    const overlay = doc.createElement('div');
    overlay.className = 'ba-loading-overlay';
    overlay.setAttribute('role', 'status');
    overlay.setAttribute('aria-live', 'polite');
    const spinner = doc.createElement('div');
    spinner.className = 'ba-loading-overlay__spinner spinner-border';
    spinner.setAttribute('aria-hidden', 'true');
    const text = doc.createElement('span');
    text.className = 'ba-loading-overlay__text';
    text.textContent = options.label ?? browserText('common', 'Loading', doc);
    overlay.append(spinner, text);
    return overlay;
  }

  return {
    open() {
      if (removal !== undefined) {
        clearTimeout(removal);
        removal = undefined;
      }
      el ??= build();
      el.classList.remove('ba-loading-overlay--leaving');
      if (!el.isConnected) doc.body.append(el);
      doc.body.setAttribute('aria-busy', 'true');
    },
    close() {
      if (!el || removal !== undefined) return;
      const current = el;
      current.classList.add('ba-loading-overlay--leaving');
      doc.body.removeAttribute('aria-busy');
      removal = setTimeout(() => {
        removal = undefined;
        current.remove();
      }, OVERLAY_FADE_MS);
    },
    get visible() {
      return Boolean(el?.isConnected && !el.classList.contains('ba-loading-overlay--leaving'));
    },
  };
}
