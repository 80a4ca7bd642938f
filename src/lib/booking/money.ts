/**
 * Money as integers in minor units (issue 8: `45800` is ¥458.00 in `SITE_CURRENCY`), the only form amounts take in
 * the tables, the API's hotel and order answers and these modules. Formatting happens at the edge
 * (`lib/format/intl.formatMoney`). Every currency here has two decimals (the site sells in one currency).
 */

/** An amount in minor units: a safe integer. */
export type Minor = number;

/** Basis points: 10000 = 100 %. */
export const FULL_BP = 10_000;

/** Whether `value` is an amount in minor units that is not negative (a price, a fee, a paid amount). */
export const isMinor = (value: unknown): value is Minor =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/**
 * `amount × bp / 10000`, rounded half up: a fee, a tax or a refund in basis points. Exact while `amount × bp` stays
 * a safe integer (amounts below 9·10^11 minor units). RangeError for anything but integers.
 */
export function mulBp(amount: Minor, bp: number): Minor {
  if (!Number.isSafeInteger(amount) || !Number.isSafeInteger(bp)) throw new RangeError('mulBp takes integers');
  const product = amount * bp;
  if (!Number.isSafeInteger(product)) throw new RangeError('mulBp: amount too large');
  return Math.floor((product + 5000) / FULL_BP);
}

/** `numerator / denominator` rounded half up, in integers (e.g. the average price of a room-night). */
export function divRound(numerator: Minor, denominator: number): Minor {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError('divRound takes integers and a positive denominator');
  }
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

const UNITS = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/;

/**
 * A decimal amount in currency units (`'458.5'`, `'458.50'`, `'458'`) → minor units (`45850`), read from the text
 * without floating point; `undefined` for anything else (more than two decimals, exponents, spaces, empty).
 */
export function unitsToMinor(text: string): Minor | undefined {
  const match = UNITS.exec(text);
  if (!match) return undefined;
  const minor = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' && minor !== 0 ? -minor : minor;
}

/** Minor units → currency units as a number (`45850` → `458.5`), for export cells and the price filter. */
export const minorToUnits = (amount: Minor): number => amount / 100;
