/**
 * The API's HTML net (design §6.2): `lib/content/sanitize.server.ts` with stored images under `/storage/cms/` and
 * the caller's ownership check (`imageAllowed`); `htmlText` for the search index and snippets.
 */
export { htmlText, sanitizeBody } from '~/lib/content/sanitize.server';
