/**
 * Guest pages of a module the API does not have (a BuildAdmin backend without hotels, cars or news): the site's
 * "not offered" page (404) in the page's place, keeping its address, where an API that is down gives the busy page
 * (503). A loader throws `NotOfferedError`; the middleware renders `NOT_OFFERED_GUEST_PAGE` instead.
 */
import { isMissingModule } from '~/lib/api/httpErrors';

export class NotOfferedError extends Error {
  override name = 'NotOfferedError';
}

/** The page that says this site does not offer the page asked for. */
export const NOT_OFFERED_GUEST_PAGE = '/notOffered';

/** A page's catch for a call it can do without: nothing for an outage, "not offered" for a missing module. */
export function withoutAnswer(error: unknown): undefined {
  if (isMissingModule(error)) throw new NotOfferedError('the API has no module for this page', { cause: error });
  return undefined;
}
