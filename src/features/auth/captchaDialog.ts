/**
 * The click-captcha popup (contract §5.1, SPEC §5), vanilla TypeScript so that pages without a framework can use
 * it. `openClickCaptcha()` shows a modal `<dialog>` with the picture and 'Please click' + the targets in order;
 * each click on the picture places a numbered marker (clicking a marker removes it and the later ones); when every
 * target is clicked it posts `checkClickCaptcha {id, info: "x1,y1-x2,y2;W;H", unset: false}` with code messages
 * suppressed. Success shows 'Verification is successful!' and resolves after 1.5 s with `{captchaId, captchaInfo}`
 * (the action the captcha guards re-checks and consumes it); failure shows 'The correct area is not clicked, please
 * try again!' and loads a new picture after 1.5 s. Closing (Escape, the close button) rejects with
 * `CaptchaClosedError`.
 *
 * Accessibility: the dialog is modal (`showModal`: the page behind is inert, so focus stays inside), labelled by
 * its title and described by a note saying the puzzle needs a pointer; Escape closes it and focus returns to the
 * element that opened it. The puzzle itself cannot be solved from the keyboard or by a screen-reader user alone —
 * a limit of the BuildAdmin click captcha that the note states; Refresh and Close are keyboard reachable.
 *
 * Strings come from the page's bundle, namespace `captcha` (the page passes `messages={['captcha']}`).
 */
import './captcha.css';
import { browserText, createBrowserApi, getBrowserApi } from '~/features/site';
import type { ApiClient } from '~/lib/api/client';
import { createEndpoints, type Endpoints } from '~/lib/api/endpoints';
import type { CaptchaProof, ClickCaptchaData } from '~/lib/api/types';
import { CODE_SUCCESS } from '~/lib/api/types';
import {
  CAPTCHA_RESULT_DELAY_MS,
  type ClickPoint,
  encodeClickInfo,
  markerPosition,
  newCaptchaId,
  removeFrom,
} from './captcha';

export interface ClickCaptchaOptions {
  /** Another API base than the page's (the Nuxt v2.3 `apiBaseURL` option). */
  apiBase?: string;
  /** Captcha id; a new UUID by default. */
  id?: string;
  /** For tests: the endpoints to use. */
  endpoints?: Endpoints;
  doc?: Document;
}

export class CaptchaClosedError extends Error {
  constructor() {
    super('captcha closed');
    this.name = 'CaptchaClosedError';
  }
}

const text = (key: string, doc: Document, vars: Record<string, string | number> = {}) =>
  browserText('captcha', key, doc).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));

function endpointsFor(options: ClickCaptchaOptions): Endpoints {
  if (options.endpoints) return options.endpoints;
  if (options.apiBase === undefined) return getBrowserApi().endpoints;
  const client: ApiClient = createBrowserApi({ baseURL: options.apiBase }).client;
  return createEndpoints(client);
}

function el<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  attrs: Record<string, string> = {},
  content?: string,
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  if (content !== undefined) node.textContent = content;
  return node;
}

interface Parts {
  dialog: HTMLDialogElement;
  stage: HTMLDivElement;
  image: HTMLImageElement;
  markers: HTMLDivElement;
  targets: HTMLElement;
  status: HTMLElement;
  refresh: HTMLButtonElement;
  close: HTMLButtonElement;
}

let counter = 0;

function build(doc: Document): Parts {
  counter += 1;
  const ids = { title: `ba-captcha-title-${counter}`, hint: `ba-captcha-hint-${counter}` };
  const dialog = el(doc, 'dialog', {
    class: 'ba-captcha',
    'aria-labelledby': ids.title,
    'aria-describedby': ids.hint,
    'data-testid': 'captcha-dialog',
  });
  const head = el(doc, 'div', { class: 'ba-captcha__head' });
  const title = el(doc, 'h2', { id: ids.title, class: 'ba-captcha__title' }, text('Security check', doc));
  const close = el(doc, 'button', {
    type: 'button',
    class: 'btn-close',
    'aria-label': text('Close', doc),
    'data-testid': 'captcha-close',
  });
  head.append(title, close);
  const prompt = el(doc, 'p', { class: 'ba-captcha__prompt' });
  const targets = el(doc, 'span', { class: 'ba-captcha__targets', 'data-testid': 'captcha-targets' });
  prompt.append(el(doc, 'span', {}, `${text('Please click', doc)} `), targets);
  const stage = el(doc, 'div', { class: 'ba-captcha__stage' });
  const image = el(doc, 'img', {
    class: 'ba-captcha__image',
    alt: text('Captcha image', doc),
    width: '350',
    height: '200',
    draggable: 'false',
    'data-testid': 'captcha-image',
  });
  const markers = el(doc, 'div', { class: 'ba-captcha__markers' });
  stage.append(image, markers);
  const status = el(doc, 'p', { class: 'ba-captcha__status', role: 'status', 'aria-live': 'polite' });
  status.dataset.testid = 'captcha-status';
  const hint = el(doc, 'p', { id: ids.hint, class: 'ba-captcha__hint' }, text('Pointer needed', doc));
  const refresh = el(
    doc,
    'button',
    { type: 'button', class: 'btn btn-outline-secondary btn-sm', 'data-testid': 'captcha-refresh' },
    text('Refresh', doc),
  );
  const actions = el(doc, 'div', { class: 'ba-captcha__actions' });
  actions.append(refresh);
  dialog.append(head, prompt, stage, status, hint, actions);
  return { dialog, stage, image, markers, targets, status, refresh, close };
}

/** Opens the popup; resolves with the proof once solved, rejects with CaptchaClosedError when closed. */
export function openClickCaptcha(options: ClickCaptchaOptions = {}): Promise<CaptchaProof> {
  const doc = options.doc ?? document;
  const api = endpointsFor(options);
  const id = options.id ?? newCaptchaId();
  const parts = build(doc);
  const { dialog, image, markers, targets, status } = parts;
  const opener = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
  let data: ClickCaptchaData | undefined;
  let points: ClickPoint[] = [];
  let busy = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let settled = false;

  return new Promise<CaptchaProof>((resolve, reject) => {
    const finish = (result?: CaptchaProof) => {
      if (settled) return;
      settled = true;
      if (timer) clearTimeout(timer);
      if (dialog.open) dialog.close();
      dialog.remove();
      opener?.focus();
      if (result) resolve(result);
      else reject(new CaptchaClosedError());
    };

    const setStatus = (message: string, kind: '' | 'success' | 'error' = '') => {
      status.textContent = message;
      status.className = `ba-captcha__status${kind ? ` ba-captcha__status--${kind}` : ''}`;
    };

    const drawMarkers = () => {
      markers.replaceChildren(
        ...points.map((point, index) => {
          const { left, top } = markerPosition(point);
          const marker = el(
            doc,
            'button',
            {
              type: 'button',
              class: 'ba-captcha__marker',
              'aria-label': text('Remove click', doc, { n: index + 1 }),
            },
            String(index + 1),
          );
          // CSSOM, not a style attribute: the Content-Security-Policy blocks inline style attributes.
          marker.style.left = `${left}px`;
          marker.style.top = `${top}px`;
          marker.addEventListener('click', (event) => {
            event.stopPropagation();
            if (busy) return;
            points = removeFrom(points, index);
            drawMarkers();
          });
          return marker;
        }),
      );
    };

    const load = async () => {
      if (timer) clearTimeout(timer);
      busy = true;
      points = [];
      drawMarkers();
      data = undefined;
      targets.replaceChildren();
      setStatus(text('Loading', doc));
      try {
        const res = await api.clickCaptcha(id, { showCodeMessage: false, showErrorMessage: false });
        if (settled) return;
        if (res.code !== CODE_SUCCESS || !res.data?.base64) throw new Error('load failed');
        data = res.data;
        image.src = data.base64;
        image.width = data.width;
        image.height = data.height;
        targets.replaceChildren(
          ...data.text.map((target, index) =>
            el(doc, 'strong', { class: 'ba-captcha__target' }, `${index + 1}. ${target}`),
          ),
        );
        setStatus('');
        busy = false;
      } catch {
        if (settled) return;
        setStatus(text('Captcha loading failed, please click refresh button', doc), 'error');
        busy = false;
      }
    };

    const check = async () => {
      if (!data) return;
      busy = true;
      const rect = image.getBoundingClientRect();
      const width = rect.width || image.clientWidth || data.width;
      const height = rect.height || image.clientHeight || data.height;
      const info = encodeClickInfo(points, width, height);
      let ok = false;
      try {
        const res = await api.checkClickCaptcha({ id, info, unset: false }, { showCodeMessage: false });
        ok = res.code === CODE_SUCCESS;
      } catch {
        ok = false;
      }
      if (settled) return;
      if (ok) {
        setStatus(text('Verification is successful!', doc), 'success');
        timer = setTimeout(() => finish({ captchaId: id, captchaInfo: info }), CAPTCHA_RESULT_DELAY_MS);
      } else {
        setStatus(text('The correct area is not clicked, please try again!', doc), 'error');
        timer = setTimeout(() => void load(), CAPTCHA_RESULT_DELAY_MS);
      }
    };

    image.addEventListener('click', (event) => {
      if (busy || !data || points.length >= data.text.length) return;
      points = [...points, { x: event.offsetX, y: event.offsetY }];
      drawMarkers();
      if (points.length === data.text.length) void check();
    });
    parts.refresh.addEventListener('click', () => {
      if (timer) clearTimeout(timer);
      void load();
    });
    parts.close.addEventListener('click', () => finish());
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      finish();
    });
    dialog.addEventListener('close', () => finish());

    doc.body.append(dialog);
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    parts.refresh.focus();
    void load();
  });
}
