/** A member list's own address after a posted action: its query (filter, page) kept, a confirmation step left. */
export function listLocation(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete('confirm');
  params.delete('id');
  const query = params.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}
