/**
 * The top progress bar between page loads (SPEC §9), on `nprogress`: started when the visitor follows a
 * same-origin link or submits a form, finished on `pageshow` (which also fires when the page comes back from the
 * bF-cache). The bar colour comes from `src/styles/feedback.css`.
 */
import NProgress from 'nprogress';

/**
 * nprogress 0.2.0 reads `trickleRate` (see its `trickle()`), but `@types/nprogress` omits it, hence the wider type.
 */
export const PROGRESS_SETTINGS: Partial<NProgress.NProgressOptions> & { trickleRate: number } = {
  minimum: 0.08,
  trickleRate: 0.02,
  speed: 200,
  trickleSpeed: 800,
  showSpinner: false,
};

export function configureProgress(): typeof NProgress {
  return NProgress.configure(PROGRESS_SETTINGS);
}

/** Would the browser load a new same-origin document for this click? */
export function isNavigationClick(event: MouseEvent, location: Location): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return false;
  if (anchor.hasAttribute('download')) return false;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return false;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || !/^https?:$/.test(url.protocol)) return false;
  // Only the hash changes: no page load.
  return !(url.hash && url.pathname === location.pathname && url.search === location.search);
}

/** Would this submit load a new document in this tab? */
export function isNavigationSubmit(event: SubmitEvent): boolean {
  if (event.defaultPrevented) return false;
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return false;
  const target = event.submitter?.getAttribute('formtarget') ?? form.getAttribute('target');
  if (target && target !== '_self') return false;
  const method = event.submitter?.getAttribute('formmethod') ?? form.getAttribute('method');
  return method?.toLowerCase() !== 'dialog';
}

/**
 * Binds the listeners on `window` in the bubble phase, so handlers that cancel the click or submit (islands,
 * `enableNotifyButtons`) run first. Returns a function that unbinds them.
 */
export function startProgressOnNavigation(win: Window = window): () => void {
  const progress = configureProgress();
  const onClick = (event: MouseEvent) => {
    if (isNavigationClick(event, win.location)) progress.start();
  };
  const onSubmit = (event: SubmitEvent) => {
    if (isNavigationSubmit(event)) progress.start();
  };
  const onShow = () => {
    progress.done();
  };
  win.addEventListener('click', onClick);
  win.addEventListener('submit', onSubmit);
  win.addEventListener('pageshow', onShow);
  return () => {
    win.removeEventListener('click', onClick);
    win.removeEventListener('submit', onSubmit);
    win.removeEventListener('pageshow', onShow);
  };
}
