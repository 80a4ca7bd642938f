/**
 * `hotel.Rate` (ours, in BuildAdmin's style; docs/design/catalogue.md §4): a hotel's rates and rooms per room type and
 * night (`index`), and a bulk edit over room types, a date range and weekdays, previewed (`preview`: nothing written)
 * and saved (`save`: one transaction, refused whole with the nights named). Only the operator's hotels.
 */

import type * as z from 'zod/mini';
import { siteCurrency } from '~/config';
import type {
  AdminRateChange,
  AdminRateGrid,
  AdminRateNight,
  AdminRatePreview,
  AdminRateValues,
} from '~/contract/admin/rate';
import { BULK_EDIT_FIELDS, bulkEditSchema, MAX_EDIT_DAYS } from '~/contract/admin/rateInput';
import { hotelToday } from '~/lib/booking/stay';
import { isCalendarDay } from '~/lib/format/calendarDay';
import { addCalendarDays, calendarDaysBetween } from '~/lib/format/calendarDays';
import type { BulkEdit, NightChange, NightRefusal, NightValues, PriceEdit } from '~/lib/inventory/bulk';
import { VALIDATE_KEYS } from '~/lib/validation/rules';
import { ok, type Success } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { fieldError, idListParam, idParam, parseInput, pick } from '~/server/http/input';
import { stringParam } from '~/server/http/request';
import { previewBulkEdit, readNights, saveBulkEdit } from '~/server/modules/inventory';
import { writeAudit } from '../audit';
import { type AdminContext, signedIn } from '../door';
import { hotelChoiceList } from '../hotelChoiceList';
import { hotelName, hotelOf, roomTypesOf } from './scope';

const MAX_GRID_DAYS = 62;
const DEFAULT_GRID_DAYS = 31;

async function index(ctx: AdminContext): Promise<Success<AdminRateGrid>> {
  const hotel = await hotelOf(ctx, idParam(ctx, ctx.query, 'hotel_id', 'hotel'));
  const fromText = stringParam(ctx.query, 'from').trim();
  if (fromText && !isCalendarDay(fromText)) {
    throw fieldError(ctx, { field: 'from', key: VALIDATE_KEYS.correctField, params: { field: 'field.from' } });
  }
  const from = fromText || hotelToday(ctx.now, hotel.time_zone);
  const daysText = stringParam(ctx.query, 'days').trim();
  const days = daysText ? Number(daysText) : DEFAULT_GRID_DAYS;
  if (!Number.isInteger(days) || days < 1 || days > MAX_GRID_DAYS) {
    throw fieldError(ctx, { field: 'days', key: VALIDATE_KEYS.correctField, params: { field: 'field.days' } });
  }
  const roomTypes = await roomTypesOf(ctx, hotel.id);
  const nights = await readNights(
    ctx.db,
    roomTypes.map((roomType) => roomType.id),
    from,
    addCalendarDays(from, days - 1),
  );
  return ok({
    hotel: { id: hotel.id, name: await hotelName(ctx, hotel.id), time_zone: hotel.time_zone, currency: siteCurrency() },
    room_types: roomTypes,
    from,
    days,
    nights: nights.map(
      (night): AdminRateNight => ({
        room_type_id: night.roomTypeId,
        night: night.night,
        sold: night.allotment - night.available,
        ...rateValues(night),
        from_plan: night.fromPlan ? 1 : 0,
        update_time: night.updateTime,
      }),
    ),
  });
}

const FIELDS = ['hotel_id', ...BULK_EDIT_FIELDS] as const;

/** A switch as the API answers it. */
export const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** A night's values as the API answers them. */
const rateValues = (values: NightValues): AdminRateValues => ({
  price: values.price,
  allotment: values.allotment,
  available: values.available,
  closed: flag(values.closed),
  min_stay: values.minStay,
  closed_arrival: flag(values.closedArrival),
  closed_departure: flag(values.closedDeparture),
});

/** The weekdays of the body (0 = Sunday; none: every day). */
function weekdaysOf(ctx: AdminContext): number[] {
  const raw = ctx.body.weekdays ?? ctx.body['weekdays[]'];
  const entries = raw === undefined || raw === '' ? [] : Array.isArray(raw) ? raw : String(raw).split(',');
  const days = entries.map((entry) => String(entry).trim());
  if (days.some((day) => !/^[0-6]$/.test(day))) {
    throw fieldError(ctx, { field: 'weekdays', key: VALIDATE_KEYS.correctField, params: { field: 'field.weekdays' } });
  }
  return [...new Set(days.map(Number))];
}

/** What an edit sets besides the price; a field left empty leaves its value (a minimum stay of 1 lifts it). */
function valueChanges(
  input: z.infer<typeof bulkEditSchema>,
): Omit<BulkEdit, 'roomTypeIds' | 'from' | 'to' | 'weekdays'> {
  const changes: Omit<BulkEdit, 'roomTypeIds' | 'from' | 'to' | 'weekdays'> = {};
  if (input.allotment !== undefined) changes.allotment = input.allotment;
  if (input.min_stay !== undefined) changes.minStay = input.min_stay <= 1 ? 0 : input.min_stay;
  const switches = [
    ['closed', input.closed],
    ['closedArrival', input.closed_arrival],
    ['closedDeparture', input.closed_departure],
  ] as const;
  for (const [key, value] of switches) if (value !== '') changes[key] = value === '1';
  return changes;
}

/** The bulk edit of the body, its room types the hotel's own. */
async function bulkEditOf(ctx: AdminContext): Promise<{ hotelId: number; edit: BulkEdit }> {
  const input = parseInput(bulkEditSchema, pick(ctx.body, FIELDS), ctx, true);
  const hotel = await hotelOf(ctx, input.hotel_id);
  const wrong = (field: string) =>
    fieldError(ctx, { field, key: VALIDATE_KEYS.correctField, params: { field: `field.${field}` } });
  const span = calendarDaysBetween(input.from, input.to);
  if (span < 0 || span >= MAX_EDIT_DAYS) throw wrong('to');
  const ids = idListParam(ctx, 'room_type_ids') ?? [];
  const own = new Set((await roomTypesOf(ctx, hotel.id)).map((roomType) => roomType.id));
  if (ids.length === 0 || ids.some((id) => !own.has(id))) throw wrong('room_type_ids');
  let price: PriceEdit | undefined;
  if (input.price_kind) {
    const value = input.price_value;
    if (value === undefined) {
      throw fieldError(ctx, {
        field: 'price_value',
        key: VALIDATE_KEYS.required,
        params: { field: 'field.price_value' },
      });
    }
    if (input.price_kind === 'percent' && (value <= -10_000 || value > 100_000)) throw wrong('price_value');
    price = input.price_kind === 'percent' ? { kind: 'percent', bp: value } : { kind: input.price_kind, amount: value };
  }
  const edit: BulkEdit = {
    roomTypeIds: ids,
    from: input.from,
    to: input.to,
    weekdays: weekdaysOf(ctx),
    ...(price ? { price } : {}),
    ...valueChanges(input),
  };
  const changes = [edit.price, edit.allotment, edit.closed, edit.minStay, edit.closedArrival, edit.closedDeparture];
  if (changes.every((change) => change === undefined)) {
    throw new ApiError('Choose what to change', { data: { field: 'price_kind' } });
  }
  return { hotelId: hotel.id, edit };
}

const changeAnswer = (change: NightChange): AdminRateChange => ({
  room_type_id: change.roomTypeId,
  night: change.night,
  before: rateValues(change.before),
  after: rateValues(change.after),
  update_time: change.updateTime,
});

const refusalAnswer = (refusal: NightRefusal) => ({
  room_type_id: refusal.roomTypeId,
  night: refusal.night,
  reason: refusal.reason,
  ...(refusal.sold === undefined ? {} : { sold: refusal.sold }),
});

async function preview(ctx: AdminContext): Promise<Success<AdminRatePreview>> {
  const { edit } = await bulkEditOf(ctx);
  const plan = await previewBulkEdit(ctx.db, edit);
  return ok({ changes: plan.changes.map(changeAnswer), refused: plan.refused.map(refusalAnswer) });
}

/** The nights as the operator read them: `[{room_type_id, night, update_time}]` (JSON, or its text). */
function readOf(ctx: AdminContext): { roomTypeId: number; night: string; updateTime: number }[] {
  let raw: unknown = ctx.body.read ?? [];
  if (typeof raw === 'string') {
    try {
      raw = raw.trim() ? JSON.parse(raw) : [];
    } catch {
      raw = undefined;
    }
  }
  const entries = Array.isArray(raw) ? raw : undefined;
  const read = entries?.map((entry) => {
    const { room_type_id: roomTypeId, night, update_time: updateTime } = (entry ?? {}) as Record<string, unknown>;
    return { roomTypeId: Number(roomTypeId), night: String(night), updateTime: Number(updateTime) };
  });
  if (
    !read ||
    read.length > MAX_EDIT_DAYS * 50 ||
    read.some(
      (night) =>
        !Number.isSafeInteger(night.roomTypeId) ||
        !isCalendarDay(night.night) ||
        !Number.isSafeInteger(night.updateTime),
    )
  ) {
    throw fieldError(ctx, { field: 'read', key: VALIDATE_KEYS.correctField, params: { field: 'field.read' } });
  }
  return read;
}

async function save(ctx: AdminContext): Promise<Success<{ changed: number }>> {
  const { actor } = signedIn(ctx);
  const { hotelId, edit } = await bulkEditOf(ctx);
  const result = await saveBulkEdit(ctx.db, {
    hotelId,
    edit,
    read: readOf(ctx),
    now: ctx.now,
    audit: (trx, changes) =>
      writeAudit(
        trx,
        actor,
        {
          title: 'Edit rates',
          target: `hotel:${hotelId}`,
          data: {
            ...pick(ctx.body, FIELDS),
            room_type_ids: edit.roomTypeIds,
            weekdays: edit.weekdays,
            nights: changes.length,
          },
        },
        ctx.now,
      ),
  });
  if ('stale' in result) {
    throw new ApiError('Some of these nights were changed meanwhile', {
      data: { stale: result.stale.map(({ roomTypeId, night }) => ({ room_type_id: roomTypeId, night })) },
    });
  }
  if ('refused' in result) {
    throw new ApiError('Some nights cannot take this change', { data: { refused: result.refused.map(refusalAnswer) } });
  }
  return ok({ changed: result.changes.length }, 'Rates saved');
}

export const rateRoutes = {
  'hotel.rate/hotels': { GET: hotelChoiceList },
  'hotel.rate/index': { GET: index },
  'hotel.rate/preview': { POST: preview },
  'hotel.rate/save': { POST: save },
};
