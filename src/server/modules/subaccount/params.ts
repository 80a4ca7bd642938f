/** Reading the sub-account calls' id lists: `rules` of add and edit, `ids` of del. */
import { ApiError } from '~/server/http/errors';
import type { Params } from '~/server/http/request';

const refuse = (): never => {
  throw new ApiError('Parameter error');
};

/** One id: a positive integer as a number or as digits. */
function idOf(value: unknown): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,9}$/.test(text)) return refuse();
  const id = Number(text);
  return id > 0 ? id : refuse();
}

/**
 * The ids of `name` in any of the spellings clients send: a JSON array, a number, a comma list ('' is the empty
 * list), or PHP-flattened `name[0]`, `name[1]`… (`name[]` too). Undefined when absent; 'Parameter error' for anything
 * else, or for more than `max` ids. Duplicates are kept (callers normalise).
 */
export function idListParam(params: Params, name: string, max: number): number[] | undefined {
  const raw = Object.hasOwn(params, name) ? params[name] : undefined;
  let values: unknown[];
  if (raw !== undefined) {
    if (Array.isArray(raw)) values = raw;
    else if (typeof raw === 'number') values = [raw];
    else if (typeof raw === 'string') values = raw.trim() === '' ? [] : raw.split(',');
    else return refuse();
  } else {
    const pattern = new RegExp(`^${name}\\[\\d{0,4}\\]$`);
    const keys = Object.keys(params).filter((key) => pattern.test(key));
    if (keys.length === 0) return undefined;
    values = keys.map((key) => params[key]);
  }
  if (values.length > max) return refuse();
  return values.map(idOf);
}
