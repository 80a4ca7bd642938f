/**
 * The fields of the console's forms as the admin API reads them (zod mini): text or numbers as trimmed text, integers
 * within bounds, calendar days, one of some choices. Messages are `validate` keys; labels `field.<name>`.
 */
import '~/lib/validation/jitless';
import * as z from 'zod/mini';
import { isCalendarDay } from '~/lib/format/calendarDay';
import { VALIDATE_KEYS } from '~/lib/validation/rules';

export const WRONG = { error: VALIDATE_KEYS.correctField };
export const REQUIRED = { error: VALIDATE_KEYS.required };

/** A string or number field as trimmed text ('' when absent). */
export const text = () =>
  z.pipe(
    z.optional(z.union([z.string(), z.number()], WRONG)),
    z.transform((value: string | number | undefined) => (value === undefined ? '' : String(value).trim())),
  );

export const inRange = (min: number, max: number) => (value: string) =>
  /^-?\d{1,10}$/.test(value) && Number(value) >= min && Number(value) <= max;

/** An integer within bounds, or undefined when left empty. */
export const optionalInt = (min: number, max: number) =>
  z.pipe(
    z.pipe(text(), z.string().check(z.refine((value) => value === '' || inRange(min, max)(value), WRONG))),
    z.transform((value: string) => (value === '' ? undefined : Number(value))),
  );

export const requiredInt = (min: number, max: number) =>
  z.pipe(
    z.pipe(text(), z.string().check(z.minLength(1, { ...REQUIRED, abort: true }), z.refine(inRange(min, max), WRONG))),
    z.transform(Number),
  );

export const day = () =>
  z.pipe(text(), z.string().check(z.minLength(1, { ...REQUIRED, abort: true }), z.refine(isCalendarDay, WRONG)));

export const choice = <const T extends readonly string[]>(values: T) =>
  z.pipe(text(), z.string().check(z.refine((value) => values.includes(value), WRONG))) as unknown as z.ZodMiniType<
    T[number]
  >;
