import { positiveId } from '~/lib/routing/positiveId';

/** Page numbers of the news pages' query strings: digits from 1; anything else is page 1. */
export function pageParam(params: URLSearchParams, name = 'page'): number {
  const text = params.get(name)?.trim() ?? '';
  if (!/^[1-9]\d{0,5}$/.test(text)) return 1;
  return Number(text);
}

/** A positive id of a path segment (`/cms/info/{id}`), or undefined. */
export function idSegment(value: string | undefined): number | undefined {
  return positiveId(value);
}
