/**
 * The full-page loading mask is shared by concurrent requests (SPEC §4): it opens when the first request that
 * asks for it starts and closes when the last one settles — success, code error, HTTP error or timeout alike
 * (Nuxt leaked the count on HTTP errors; we do not).
 */
export interface LoadingView {
  open(): void;
  close(): void;
}

export interface LoadingCounter {
  /** Counts one more request; opens the view at 0 → 1. */
  increment(): void;
  /** Counts one request less (never below 0); closes the view at 1 → 0. */
  decrement(): void;
  readonly count: number;
}

export function createLoadingCounter(view: LoadingView): LoadingCounter {
  let count = 0;
  return {
    increment() {
      count += 1;
      if (count === 1) view.open();
    },
    decrement() {
      if (count === 0) return;
      count -= 1;
      if (count === 0) view.close();
    },
    get count() {
      return count;
    },
  };
}
