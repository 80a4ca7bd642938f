/**
 * SPEC §2: the site checks for a new build every hour, and reloads after a chunk load error — at most once per
 * path within 10 s, so a broken deploy cannot make a page reload forever. Pages are server-rendered, so the next
 * navigation always gets the new build; an open page is told that it is out of date.
 */
export const BUILD_CHECK_INTERVAL = 3_600_000;
export const CHUNK_RELOAD_WINDOW = 10_000;
const RELOAD_KEY = 'ba-chunk-reload:';

interface BuildInfo {
  id: string;
}

/** Polls builds/latest.json; calls `onNewBuild` once when its id differs from the page's. Returns a stop function. */
export function watchBuild(options: {
  current: string;
  onNewBuild: (id: string) => void;
  fetchLatest?: () => Promise<BuildInfo | undefined>;
  interval?: number;
  win?: Window;
}): () => void {
  const win = options.win ?? window;
  const fetchLatest =
    options.fetchLatest ??
    (async () => {
      const res = await win.fetch('/builds/latest.json', { cache: 'no-store' });
      return res.ok ? ((await res.json()) as BuildInfo) : undefined;
    });
  let told = false;
  const timer = win.setInterval(async () => {
    if (told) return;
    try {
      const latest = await fetchLatest();
      if (latest?.id && latest.id !== options.current) {
        told = true;
        options.onNewBuild(latest.id);
      }
    } catch {
      // Offline or the file is missing: try again next hour.
    }
  }, options.interval ?? BUILD_CHECK_INTERVAL);
  return () => win.clearInterval(timer);
}

/** Whether a chunk error on `path` may reload the page now (and records the reload). */
export function mayReloadAfterChunkError(storage: Storage, path: string, now: number): boolean {
  const key = RELOAD_KEY + path;
  const stored = storage.getItem(key);
  if (stored !== null && now - Number(stored) < CHUNK_RELOAD_WINDOW) return false;
  storage.setItem(key, String(now));
  return true;
}

/** Reloads the page when a lazily loaded script of an older build is gone (Vite's preload error). */
export function reloadOnChunkError(win: Window = window): void {
  win.addEventListener('vite:preloadError', (event) => {
    let allowed = true;
    try {
      allowed = mayReloadAfterChunkError(win.sessionStorage, win.location.pathname, Date.now());
    } catch {
      // No session storage (privacy mode): reload anyway, the browser's own loop guard applies.
    }
    if (!allowed) return;
    event.preventDefault();
    win.location.reload();
  });
}
