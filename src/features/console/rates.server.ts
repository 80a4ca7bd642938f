/**
 * The console's rates page (`/admin/rates`, docs/design/catalogue.md §4): a hotel's rates and rooms for two weeks,
 * and a bulk edit posted as a plain form — first a preview of every night it changes (or refuses), then a save of
 * exactly that, which the API refuses whole when a night changed since the preview.
 */
import type { AstroCookies } from 'astro';
import type {
  AdminRateChange,
  AdminRateGrid,
  AdminRateNight,
  AdminRatePlans,
  AdminRateRefusal,
  AdminRateSheetRefusal,
} from '~/contract/admin/rate';
import { BULK_EDIT_FIELDS } from '~/contract/admin/rateInput';
import type { AdminHotelChoice } from '~/contract/admin/staff';
import { setFlash } from '~/features/site/index.server';
import { CODE_SUCCESS } from '~/lib/api/types';
import { minorToUnits, unitsToMinor } from '~/lib/booking/money';
import { isCalendarDay } from '~/lib/format/calendarDay';
import { addCalendarDays } from '~/lib/format/calendarDays';
import { PLAN_PRICE_COLUMNS } from '~/lib/inventory/plan';
import { text } from '~/lib/validation';
import { adminCall, type ConsoleCaller } from './adminApi.server';
import { importRates, readSheet } from './rateSheet.server';
import { csrfValid } from './session.server';

/** Days the grid shows at once (a tablet's width), and how many hotels the hotel choice lists. */
export const GRID_DAYS = 14;
const HOTEL_CHOICES = 100;

export interface RatesPage {
  q: string;
  hotels: AdminHotelChoice[];
  hotelTotal: number;
  grid: AdminRateGrid | undefined;
  /** The room types' rate plans, when the operator may read them. */
  plans: AdminRatePlans | undefined;
}

export async function loadRates(caller: ConsoleCaller, url: URL): Promise<RatesPage> {
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const res = await adminCall(caller, 'hotel.rate/hotels', 'GET', {
    limit: HOTEL_CHOICES,
    ...(q ? { quickSearch: q } : {}),
  });
  const hotels = res.code === CODE_SUCCESS ? res.data.list : [];
  const asked = Number(url.searchParams.get('hotel'));
  const hotelId = Number.isSafeInteger(asked) && asked > 0 ? asked : hotels[0]?.id;
  const from = url.searchParams.get('from') ?? '';
  const grid =
    hotelId === undefined
      ? undefined
      : await adminCall(caller, 'hotel.rate/index', 'GET', {
          hotel_id: hotelId,
          days: GRID_DAYS,
          ...(isCalendarDay(from) ? { from } : {}),
        });
  const plans =
    hotelId === undefined ? undefined : await adminCall(caller, 'hotel.plan/index', 'GET', { hotel_id: hotelId });
  return {
    q,
    hotels,
    hotelTotal: res.code === CODE_SUCCESS ? res.data.total : 0,
    grid: grid?.code === CODE_SUCCESS ? grid.data : undefined,
    plans: plans?.code === CODE_SUCCESS ? plans.data : undefined,
  };
}

/** A rate plan's fields as its form holds them: prices in currency units as typed, Sunday first. */
export interface PlanForm {
  room_type_id: string;
  prices: string[];
  allotment: string;
  status: string;
  update_time: string;
}

/** The form of a plan as read (`roomTypeId`'s), or undefined when the hotel has no such room type. */
export function planFormOf(plans: AdminRatePlans | undefined, roomTypeId: number): PlanForm | undefined {
  const plan = plans?.plans.find((row) => row.room_type_id === roomTypeId);
  if (!plan) return undefined;
  return {
    room_type_id: String(plan.room_type_id),
    prices: plan.prices.map((price) => (price > 0 ? String(minorToUnits(price)) : '')),
    allotment: String(plan.allotment),
    status: plan.status,
    update_time: String(plan.update_time),
  };
}

/** The plan's weekday fields, Sunday first, as the API names them. */
export const PLAN_PRICE_FIELDS = PLAN_PRICE_COLUMNS;

const planFormOfPost = (form: FormData): PlanForm => ({
  room_type_id: text(form.get('room_type_id')).slice(0, 10),
  prices: PLAN_PRICE_FIELDS.map((field) => text(form.get(field)).trim().slice(0, 20)),
  allotment: text(form.get('allotment')).trim().slice(0, 10),
  status: text(form.get('status')).slice(0, 1),
  update_time: text(form.get('update_time')).slice(0, 12),
});

async function postPlan(
  caller: ConsoleCaller,
  cookies: AstroCookies,
  secure: boolean,
  { hotelId, from }: { hotelId: number; from: string },
  plan: PlanForm,
): Promise<RatesOutcome> {
  const res = await adminCall(caller, 'hotel.plan/edit', 'POST', {
    hotel_id: hotelId,
    room_type_id: plan.room_type_id,
    ...Object.fromEntries(
      PLAN_PRICE_FIELDS.map((field, weekday) => {
        const typed = plan.prices[weekday] ?? '';
        return [field, typed === '' ? '' : (unitsToMinor(typed) ?? 'x')];
      }),
    ),
    allotment: plan.allotment,
    status: plan.status,
    update_time: plan.update_time,
  });
  if (res.code === CODE_SUCCESS) {
    setFlash(cookies, { type: 'success', ns: 'api-admin', key: 'Rate plan saved' }, secure);
    return { kind: 'done', redirect: `/admin/rates?hotel=${hotelId}${isCalendarDay(from) ? `&from=${from}` : ''}` };
  }
  const field = (res.data as { field?: unknown } | null)?.field;
  return {
    kind: 'refused',
    message: res.msg,
    form: defaultRateForm(undefined),
    changes: [],
    refused: [],
    plan,
    ...(typeof field === 'string' ? { field } : {}),
  };
}

/** The edit's fields as the form holds them (to fill it again, and to carry a preview to its save). */
export interface RateForm {
  room_type_ids: string[];
  from: string;
  to: string;
  weekdays: string[];
  price_kind: string;
  /** Currency units, or a percent, as typed. */
  price_value: string;
  allotment: string;
  closed: string;
  min_stay: string;
  closed_arrival: string;
  closed_departure: string;
}

/** The form's single-valued fields, which a preview carries to its save as they were typed. */
export const RATE_FORM_FIELDS = BULK_EDIT_FIELDS satisfies readonly (keyof RateForm)[];

export type RatesOutcome =
  | { kind: 'done'; redirect: string }
  | {
      kind: 'refused' | 'shown';
      form: RateForm;
      message: string;
      field?: string;
      changes: AdminRateChange[];
      refused: AdminRateRefusal[];
      /** A plan's edit the API refused: its form as posted (the bulk edit's form is then the blank one). */
      plan?: PlanForm;
      /** A sheet's import refused: why, and the rows refused (the first 200). */
      sheet?: { message: string; refused: AdminRateSheetRefusal[]; count: number; errorKey?: string };
    };

const formOf = (form: FormData): RateForm => ({
  room_type_ids: form.getAll('room_type_ids').map(text).slice(0, 100),
  from: text(form.get('from')).slice(0, 10),
  to: text(form.get('to')).slice(0, 10),
  weekdays: form.getAll('weekdays').map(text).slice(0, 7),
  price_kind: text(form.get('price_kind')).slice(0, 10),
  price_value: text(form.get('price_value')).trim().slice(0, 20),
  allotment: text(form.get('allotment')).trim().slice(0, 10),
  closed: text(form.get('closed')).slice(0, 1),
  min_stay: text(form.get('min_stay')).trim().slice(0, 10),
  closed_arrival: text(form.get('closed_arrival')).slice(0, 1),
  closed_departure: text(form.get('closed_departure')).slice(0, 1),
});

/** The API's fields of the form: money in minor units, a percent in basis points (both two decimals at most). */
function paramsOf(hotelId: number, form: RateForm) {
  const value = form.price_value === '' ? '' : (unitsToMinor(form.price_value) ?? 'x');
  return {
    hotel_id: hotelId,
    room_type_ids: form.room_type_ids,
    from: form.from,
    to: form.to,
    weekdays: form.weekdays,
    price_kind: form.price_kind,
    price_value: form.price_kind ? value : '',
    allotment: form.allotment,
    closed: form.closed,
    min_stay: form.min_stay,
    closed_arrival: form.closed_arrival,
    closed_departure: form.closed_departure,
  };
}

/** Previews or saves the edit the page posted; the session's field must come with it. */
export async function postRates(
  caller: ConsoleCaller,
  cookies: AstroCookies,
  secure: boolean,
  hotelId: number,
  posted: FormData,
): Promise<RatesOutcome> {
  const form = formOf(posted);
  const empty = { form, changes: [], refused: [] };
  const action = text(posted.get('action'));
  if (!csrfValid(caller.token, text(posted.get('csrf'))) || !['preview', 'save', 'plan', 'import'].includes(action)) {
    return { kind: 'refused', message: '', ...empty };
  }
  if (action === 'import') return postSheet(caller, { cookies, secure }, hotelId, posted);
  if (action === 'plan') {
    return postPlan(caller, cookies, secure, { hotelId, from: text(posted.get('grid_from')) }, planFormOfPost(posted));
  }
  const params = paramsOf(hotelId, form);
  if (action === 'preview') {
    const res = await adminCall(caller, 'hotel.rate/preview', 'POST', params);
    if (res.code !== CODE_SUCCESS) return refusal(res.msg, res.data, form);
    return { kind: 'shown', message: '', form, changes: res.data.changes, refused: res.data.refused };
  }
  const res = await adminCall(caller, 'hotel.rate/save', 'POST', { ...params, read: text(posted.get('read')) });
  if (res.code === CODE_SUCCESS) {
    setFlash(cookies, { type: 'success', ns: 'api-admin', key: 'Rates saved' }, secure);
    return { kind: 'done', redirect: `/admin/rates?hotel=${hotelId}&from=${form.from}` };
  }
  return refusal(res.msg, res.data, form);
}

function refusal(message: string, data: unknown, form: RateForm): RatesOutcome {
  const answer = (data ?? {}) as { field?: unknown; refused?: AdminRateRefusal[] };
  return {
    kind: 'refused',
    message,
    form,
    changes: [],
    refused: Array.isArray(answer.refused) ? answer.refused : [],
    ...(typeof answer.field === 'string' ? { field: answer.field } : {}),
  };
}

/** The grid's nights by room type and night, for its cells. */
export function nightsByCell(grid: AdminRateGrid | undefined): Map<string, AdminRateNight> {
  return new Map((grid?.nights ?? []).map((night) => [cellKey(night.room_type_id, night.night), night]));
}

export const cellKey = (roomTypeId: number, night: string) => `${roomTypeId}|${night}`;

/** The form a grid starts with: every room type, the two weeks shown, nothing to change yet. */
export const defaultRateForm = (grid: AdminRateGrid | undefined): RateForm => ({
  room_type_ids: grid?.room_types.map((roomType) => String(roomType.id)) ?? [],
  from: grid?.from ?? '',
  to: grid ? addCalendarDays(grid.from, GRID_DAYS - 1) : '',
  weekdays: [],
  price_kind: '',
  price_value: '',
  allotment: '',
  closed: '',
  min_stay: '',
  closed_arrival: '',
  closed_departure: '',
});

/** A night's stay rules as `console` keys and their values ("at least 3 nights", "no arrivals"…); none: empty. */
export function stayRuleTexts(values: Pick<AdminRateNight, 'min_stay' | 'closed_arrival' | 'closed_departure'>) {
  const texts: { key: string; params?: Record<string, unknown> }[] = [];
  if (values.min_stay > 1) texts.push({ key: 'rates.minStayOf', params: { count: values.min_stay } });
  if (values.closed_arrival) texts.push({ key: 'rates.noArrival' });
  if (values.closed_departure) texts.push({ key: 'rates.noDeparture' });
  return texts;
}

/** What a save sends back of a preview: the nights it changes as they were read. */
export const readOfPreview = (changes: readonly AdminRateChange[]): string =>
  JSON.stringify(changes.map(({ room_type_id, night, update_time }) => ({ room_type_id, night, update_time })));

/** Imports the posted sheet; a file that cannot be read, or any refused row, leaves every night as it was. */
async function postSheet(
  caller: ConsoleCaller,
  { cookies, secure }: { cookies: AstroCookies; secure: boolean },
  hotelId: number,
  posted: FormData,
): Promise<RatesOutcome> {
  const blank = { kind: 'refused' as const, message: '', form: defaultRateForm(undefined), changes: [], refused: [] };
  const rows = await readSheet(posted.get('sheet'));
  if ('error' in rows) return { ...blank, sheet: { message: '', errorKey: rows.error, refused: [], count: 0 } };
  const answer = await importRates(caller, hotelId, rows);
  if (!answer.ok) return { ...blank, sheet: answer };
  setFlash(cookies, { type: 'success', ns: 'api-admin', key: 'Rates imported' }, secure);
  const from = text(posted.get('grid_from'));
  return { kind: 'done', redirect: `/admin/rates?hotel=${hotelId}${isCalendarDay(from) ? `&from=${from}` : ''}` };
}
