/**
 * `GET /api/car/availability` (guest): a car's units left per day for a range (default the next 31 days, at most 92),
 * and optionally the verdict on a hire range `start` + `days` with its total (docs/api.md §15). Never cached.
 */

import { hotelToday } from '~/lib/booking/stay';
import { rangeVerdict, carDays as viewDays } from '~/lib/car/availability';
import { RENTAL_KEYS } from '~/lib/car/carDays';
import { addCalendarDays, isCalendarDay } from '~/lib/format/calendarDays';
import { VALIDATE_KEYS } from '~/lib/validation/rules';
import type { ApiContext } from '~/server/http/context';
import { ok } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { fieldError, idParam } from '~/server/http/input';
import type { Reply } from '~/server/http/router';
import { readHotelSettings } from '~/server/modules/hotel';
import { findCar } from './catalogue';
import { carDayRows } from './days';
import { readCarSettings } from './settings';

export const DEFAULT_RANGE_DAYS = 31;
export const MAX_RANGE_DAYS = 92;

const badField = (ctx: ApiContext, field: string) =>
  fieldError(ctx, { field, key: VALIDATE_KEYS.correctField, params: { field: `field.${field}` } });

/** An optional day parameter: absent or empty → undefined; anything but a real day → the field's error. */
function dayParam(ctx: ApiContext, field: string): string | undefined {
  const value = ctx.query[field];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !isCalendarDay(value)) throw badField(ctx, field);
  return value;
}

export async function carAvailability(ctx: ApiContext): Reply<'car/availability'> {
  const id = idParam(ctx, ctx.query, 'id', 'car');
  const [car, hotelSettings, carSettings] = await Promise.all([
    findCar(ctx.db, id),
    readHotelSettings(ctx.db),
    readCarSettings(ctx.db),
  ]);
  if (!car) throw new ApiError('Car not found');
  const today = hotelToday(ctx.now, car.time_zone);
  const horizon = addCalendarDays(today, hotelSettings.bookingHorizonDays);
  let from = dayParam(ctx, 'from') ?? today;
  if (from < today) from = today;
  if (from > horizon) throw badField(ctx, 'from');
  const last = [addCalendarDays(from, MAX_RANGE_DAYS), horizon].sort()[0] as string;
  let to = dayParam(ctx, 'to') ?? addCalendarDays(from, DEFAULT_RANGE_DAYS);
  if (to <= from) throw badField(ctx, 'to');
  if (to > last) to = last;

  const start = dayParam(ctx, 'start');
  const daysRaw = ctx.query.days;
  const hasDays = daysRaw !== undefined && daysRaw !== '';
  if ((start === undefined) !== !hasDays) throw badField(ctx, start === undefined ? 'start' : 'days');
  let range: { start: string; days: number } | undefined;
  if (start !== undefined) {
    const text = typeof daysRaw === 'string' ? daysRaw.trim() : '';
    const days = /^\d{1,3}$/.test(text) ? Number(text) : 0;
    if (days < 1 || days > carSettings.maxRentalDays) {
      throw fieldError(ctx, {
        field: 'days',
        key: RENTAL_KEYS.maxDays,
        params: { field: 'field.days', days: String(carSettings.maxRentalDays) },
      });
    }
    if (start < today || addCalendarDays(start, days) > horizon) throw badField(ctx, 'start');
    range = { start, days };
  }

  // Days are `YYYY-MM-DD`: their text order is their calendar order.
  const bounds = [from, to, ...(range ? [range.start, addCalendarDays(range.start, range.days)] : [])].sort();
  const readFrom = bounds[0] as string;
  const readTo = bounds.at(-1) as string;
  const rows = (await carDayRows(ctx.db, [car.id], readFrom, readTo)).get(car.id) ?? [];
  const perDay = Number(car.price_per_day);
  const data = {
    car_id: car.id,
    today,
    from,
    to,
    days: viewDays(rows, from, to),
    ...(range
      ? {
          range: (() => {
            const verdict = rangeVerdict(rows, range.start, range.days);
            return {
              start: range.start,
              days: range.days,
              ...verdict,
              rental_total: verdict.available && perDay > 0 ? perDay * range.days : null,
            };
          })(),
        }
      : {}),
  };
  return ok(data);
}
