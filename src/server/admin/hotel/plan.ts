/**
 * `hotel.Plan` (ours, in BuildAdmin's style; docs/design/catalogue.md §0, §4): the rate plans of a hotel's room types
 * (`index`) and a plan's change (`edit`), saved with the plan-made nights from the hotel's today on following it.
 * Only the operator's hotels.
 */
import { siteCurrency, siteTimeZone } from '~/config';
import type { AdminRatePlan, AdminRatePlans } from '~/contract/admin/rate';
import { planSchema } from '~/contract/admin/rateInput';
import { hotelToday } from '~/lib/booking/stay';
import { calendarDayOf } from '~/lib/format/calendarDays';
import { PLAN_PRICE_COLUMNS, type PlanValues } from '~/lib/inventory/plan';
import { VALIDATE_KEYS } from '~/lib/validation/rules';
import { ok, type Success } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { fieldError, idParam, parseInput, pick } from '~/server/http/input';
import { extendHotelNights } from '~/server/modules/hotel';
import { type PlanState, readPlans, savePlan } from '~/server/modules/inventory';
import { writeAudit } from '../audit';
import { type AdminContext, signedIn } from '../door';
import { hotelName, hotelOf, roomTypesOf } from './scope';

const PRICE_FIELDS = PLAN_PRICE_COLUMNS;
const FIELDS = ['hotel_id', 'room_type_id', ...PRICE_FIELDS, 'allotment', 'status', 'update_time'] as const;

/** A plan as the audit log keeps it. */
const planRecord = (plan: PlanValues) => ({
  ...Object.fromEntries(PRICE_FIELDS.map((field, weekday) => [field, plan.prices[weekday]])),
  allotment: plan.allotment,
  status: plan.active ? '1' : '0',
});

async function index(ctx: AdminContext): Promise<Success<AdminRatePlans>> {
  const hotel = await hotelOf(ctx, idParam(ctx, ctx.query, 'hotel_id', 'hotel'));
  const roomTypes = await roomTypesOf(ctx, hotel.id);
  const plans = await readPlans(
    ctx.db,
    roomTypes.map((roomType) => roomType.id),
  );
  return ok({
    hotel: { id: hotel.id, name: await hotelName(ctx, hotel.id), time_zone: hotel.time_zone, currency: siteCurrency() },
    plans: roomTypes.map((roomType): AdminRatePlan => {
      const plan: PlanState | undefined = plans.get(roomType.id);
      return {
        room_type_id: roomType.id,
        name: roomType.name,
        prices: plan ? [...plan.prices] : [0, 0, 0, 0, 0, 0, 0],
        allotment: plan?.allotment ?? 0,
        status: plan?.active ? '1' : '0',
        filled_through: plan?.filledThrough ?? '',
        update_time: plan?.updateTime ?? 0,
      };
    }),
  });
}

async function edit(ctx: AdminContext): Promise<Success<{ nights: number; opened: number }>> {
  const { actor } = signedIn(ctx);
  const input = parseInput(planSchema, pick(ctx.body, FIELDS), ctx, true);
  const hotel = await hotelOf(ctx, input.hotel_id);
  if (!(await roomTypesOf(ctx, hotel.id)).some((roomType) => roomType.id === input.room_type_id)) {
    throw fieldError(ctx, {
      field: 'room_type_id',
      key: VALIDATE_KEYS.correctField,
      params: { field: 'field.room_type_id' },
    });
  }
  const [sun, mon, tue, wed, thu, fri, sat] = PRICE_FIELDS.map((field) => input[field]) as number[];
  const plan: PlanValues = {
    prices: [sun ?? 0, mon ?? 0, tue ?? 0, wed ?? 0, thu ?? 0, fri ?? 0, sat ?? 0],
    allotment: input.allotment,
    active: input.status === '1',
  };
  const result = await savePlan(ctx.db, {
    hotelId: hotel.id,
    roomTypeId: input.room_type_id,
    plan,
    readTime: input.update_time,
    today: hotelToday(ctx.now, hotel.time_zone),
    now: ctx.now,
    audit: (trx, before, nights) =>
      writeAudit(
        trx,
        actor,
        {
          title: 'Edit a rate plan',
          target: `room_type:${input.room_type_id}`,
          data: { hotel_id: hotel.id, nights },
          ...(before ? { before: planRecord(before) } : {}),
          after: planRecord(plan),
        },
        ctx.now,
      ),
  });
  if (!result.ok) throw new ApiError('This rate plan was changed meanwhile', { data: { field: 'update_time' } });
  // An active plan opens its missing nights now, not at the next daily run (a new room type goes on sale at once).
  const today = calendarDayOf(ctx.now * 1000, siteTimeZone());
  const opened = plan.active ? await extendHotelNights(ctx.db, today, ctx.now, [hotel.id]) : 0;
  return ok({ nights: result.nights, opened }, 'Rate plan saved');
}

export const planRoutes = {
  'hotel.plan/index': { GET: index },
  'hotel.plan/edit': { POST: edit },
};
