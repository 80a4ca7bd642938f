/**
 * Reading a stay and a party from request parameters (docs/api.md §1.9 "Party" and "Stay"): the shape only — real
 * days, whole numbers, one age per child. The rules that need the hotel (today in its zone, the booking horizon,
 * room capacity) run after this, in `lib/booking`. Shared by the built-in API and the site's query strings.
 */
import { isCalendarDay } from '~/lib/format/calendarDays';
import { fieldLabelKey, type ValidationIssue } from '~/lib/validation/issues';
import { VALIDATE_KEYS } from '~/lib/validation/rules';

export interface StayPartyParams {
  /** Both present, or both undefined (the caller's default stay). */
  checkin: string | undefined;
  checkout: string | undefined;
  rooms: number;
  adults: number;
  children: number;
  childAges: number[];
}

export type Read<T> = { ok: true; value: T } | { ok: false; issue: ValidationIssue };

/** Defaults of a search: 1 room, 2 adults, no children. */
export const DEFAULT_ROOMS = 1;
export const DEFAULT_ADULTS = 2;
/** Parameters longer than this are refused before they are looked at. */
const MAX_PARAM_LENGTH = 100;
/** Counts and ages are refused above this before the party rules name the real limits. */
const MAX_COUNT = 99;

const issue = (field: string, key: string): { ok: false; issue: ValidationIssue } => ({
  ok: false,
  issue: { field, key, params: { field: fieldLabelKey(field) } },
});

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : undefined;

/** A whole number 0–99 as a number or its digits; `undefined` when absent or empty; NaN when malformed. */
function count(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  const raw = text(value);
  if (raw === undefined || raw.length > MAX_PARAM_LENGTH) return Number.NaN;
  if (raw === '') return undefined;
  if (!/^\d{1,2}$/.test(raw)) return Number.NaN;
  const number = Number(raw);
  return number <= MAX_COUNT ? number : Number.NaN;
}

/** Child ages as a comma list (`5,9`), an array, or PHP-flattened `child_ages[0]`, `child_ages[1]`…. */
function childAgesOf(params: Record<string, unknown>): unknown[] | undefined {
  const raw = params.child_ages;
  if (Array.isArray(raw)) return raw;
  if (raw !== undefined && raw !== null) {
    const list = text(raw);
    if (list === undefined || list.length > MAX_PARAM_LENGTH) return [Number.NaN];
    return list === '' ? [] : list.split(',');
  }
  const keys = Object.keys(params)
    .map((key) => /^child_ages\[(\d{1,2})\]$/.exec(key))
    .filter((match): match is RegExpExecArray => match !== null)
    .sort((a, b) => Number(a[1]) - Number(b[1]));
  return keys.length > 0 ? keys.map((match) => params[match[0]]) : undefined;
}

/** The stay and party of `params`; the first malformed field as an issue. */
export function readStayParty(params: Record<string, unknown>): Read<StayPartyParams> {
  const days: Partial<Record<'checkin' | 'checkout', string>> = {};
  for (const field of ['checkin', 'checkout'] as const) {
    const value = text(params[field]);
    if (value === undefined || value === '') continue;
    if (value.length > 10 || !isCalendarDay(value)) return issue(field, VALIDATE_KEYS.correctField);
    days[field] = value;
  }
  if ((days.checkin === undefined) !== (days.checkout === undefined)) {
    return issue(days.checkin === undefined ? 'checkin' : 'checkout', VALIDATE_KEYS.required);
  }

  const rooms = count(params.rooms) ?? DEFAULT_ROOMS;
  if (Number.isNaN(rooms)) return issue('rooms', VALIDATE_KEYS.correctField);
  const adults = count(params.adults) ?? DEFAULT_ADULTS;
  if (Number.isNaN(adults)) return issue('adults', VALIDATE_KEYS.correctField);

  const rawAges = childAgesOf(params) ?? [];
  if (rawAges.length > MAX_COUNT) return issue('child_ages', VALIDATE_KEYS.correctField);
  const childAges = rawAges.map(count);
  if (childAges.some((age) => age === undefined || Number.isNaN(age))) {
    return issue('child_ages', VALIDATE_KEYS.correctField);
  }
  const children = count(params.children) ?? childAges.length;
  if (Number.isNaN(children)) return issue('children', VALIDATE_KEYS.correctField);

  return {
    ok: true,
    value: {
      checkin: days.checkin,
      checkout: days.checkout,
      rooms,
      adults,
      children,
      childAges: childAges as number[],
    },
  };
}
