/** The admin API's list filters (BuildAdmin's `search[i][field|operator|val]`) from a console page's own filters. */
export type SearchEntry = readonly [field: string, operator: string, val: string];

export function searchParams(entries: readonly SearchEntry[]): Record<string, string> {
  const params: Record<string, string> = {};
  entries.forEach(([field, operator, val], index) => {
    params[`search[${index}][field]`] = field;
    params[`search[${index}][operator]`] = operator;
    params[`search[${index}][val]`] = val;
  });
  return params;
}

/** A `RANGE` of two days, whole days (the list's datetime columns), or none when both ends are open. */
export const dayRange = (field: string, from: string, to: string, withTime = false): SearchEntry[] =>
  from || to
    ? [[field, 'RANGE', withTime ? `${from && `${from} 00:00:00`},${to && `${to} 23:59:59`}` : `${from},${to}`]]
    : [];
