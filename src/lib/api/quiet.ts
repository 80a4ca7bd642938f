/**
 * Options of a call whose page shows a failed answer itself (beside its form, as an error state): no notice. Its own
 * module, apart from the client: the endpoint modules islands import use it, and a page must not download the client
 * (ofetch) with them before its first call (the client loads lazily, `getBrowserApi()` of `~/features/site`).
 */
export const QUIET = { showCodeMessage: false, showErrorMessage: false } as const;
