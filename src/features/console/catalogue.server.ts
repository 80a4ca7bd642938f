/**
 * The console's catalogue (`/admin/hotels`, `/admin/hotels/{id}`, `/admin/room-types/{id}`; docs/design/catalogue.md
 * §3): the operator's hotels listed and searched, a hotel's form in both languages with its room types, a room type's
 * form; plain forms posted back to their page with the session's field. Money is typed in yuan and shares in percent
 * (two decimals), sent to the API in minor units and basis points.
 */
import type { AstroCookies } from 'astro';
import type {
  AdminCatalogueOptions,
  AdminCity,
  AdminHotel,
  AdminHotelListRow,
  AdminRoomType,
} from '~/contract/admin/catalogue';
import { setFlash } from '~/features/site/index.server';
import { fieldOf } from '~/lib/api/fieldOf';
import { CODE_SUCCESS } from '~/lib/api/types';
import { minorToUnits, unitsToMinor } from '~/lib/booking/money';
import { textField } from '~/lib/catalogue/codes';
import { LANGS } from '~/lib/i18n/locale';
import { parsePaging } from '~/lib/routing/paging';
import { text } from '~/lib/validation';
import { adminCall, type ConsoleCaller } from './adminApi.server';
import { csrfValid } from './session.server';

export interface HotelListPage {
  q: string;
  page: number;
  limit: number;
  total: number;
  rows: AdminHotelListRow[] | undefined;
}

export async function loadHotels(caller: ConsoleCaller, url: URL): Promise<HotelListPage> {
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const { page, limit } = parsePaging(url.searchParams);
  const res = await adminCall(caller, 'hotel.hotel/index', 'GET', { page, limit, ...(q ? { quickSearch: q } : {}) });
  if (res.code !== CODE_SUCCESS) return { q, page, limit, total: 0, rows: undefined };
  return { q, page, limit, total: res.data.total, rows: res.data.list };
}

export async function loadOptions(caller: ConsoleCaller): Promise<AdminCatalogueOptions | undefined> {
  const res = await adminCall(caller, 'hotel.hotel/options', 'GET', {});
  return res.code === CODE_SUCCESS ? res.data : undefined;
}

export async function loadHotel(caller: ConsoleCaller, id: number) {
  const [hotel, roomTypes] = await Promise.all([
    adminCall(caller, 'hotel.hotel/edit', 'GET', { id }),
    adminCall(caller, 'hotel.roomtype/index', 'GET', { hotel_id: id }),
  ]);
  return {
    row: hotel.code === CODE_SUCCESS ? hotel.data.row : undefined,
    roomTypes: roomTypes.code === CODE_SUCCESS ? roomTypes.data.list : [],
  };
}

export async function loadRoomType(caller: ConsoleCaller, id: number): Promise<AdminRoomType | undefined> {
  const res = await adminCall(caller, 'hotel.roomtype/edit', 'GET', { id });
  return res.code === CODE_SUCCESS ? res.data.row : undefined;
}

/** A form's fields as typed (to fill it again when refused). */
export type FormValues = Record<string, string | string[]>;

const percent = (bp: number) => String(bp / 100);
const yuan = (minor: number) => String(minorToUnits(minor));
const texts = <T extends object>(row: { texts: Record<string, T> }) =>
  Object.fromEntries(
    LANGS.flatMap((lang) =>
      Object.entries(row.texts[lang] ?? {}).map(([field, value]) => [textField(field, lang), String(value)]),
    ),
  );

/** A hotel as its form shows it. */
export const hotelValues = (row: AdminHotel): FormValues => ({
  city_id: String(row.city_id),
  star: String(row.star),
  latitude: String(row.latitude),
  longitude: String(row.longitude),
  check_in_time: row.check_in_time,
  check_out_time: row.check_out_time,
  facilities: row.facilities,
  service_fee: percent(row.service_fee_bp),
  tax: percent(row.tax_bp),
  city_tax: yuan(row.city_tax_per_room_night),
  status: row.status,
  ...texts(row),
});

/** A room type as its form shows it. */
export const roomTypeValues = (row: AdminRoomType): FormValues => ({
  bed_type: row.bed_type,
  bed_count: String(row.bed_count),
  meal_type: row.meal_type,
  size_m2: String(row.size_m2),
  max_adults: String(row.max_adults),
  max_children: String(row.max_children),
  extra_bed_price: yuan(row.extra_bed_price),
  breakfast_price: yuan(row.breakfast_price),
  policy_id: String(row.policy_id),
  base_price: yuan(row.base_price),
  status: row.status,
  ...texts(row),
});

const HOTEL_TEXTS = ['name', 'area', 'address', 'description', 'policies'] as const;
const ROOM_TEXTS = ['name', 'description'] as const;
const HOTEL_PLAIN = ['city_id', 'star', 'latitude', 'longitude', 'check_in_time', 'check_out_time', 'status'] as const;
const ROOM_PLAIN = [
  'bed_type',
  'bed_count',
  'meal_type',
  'size_m2',
  'max_adults',
  'max_children',
  'policy_id',
  'status',
];

function posted(form: FormData, plain: readonly string[], money: readonly string[], textNames: readonly string[]) {
  const values: FormValues = {};
  for (const name of [...plain, ...money]) values[name] = text(form.get(name)).trim().slice(0, 40);
  for (const lang of LANGS) {
    for (const field of textNames)
      values[textField(field, lang)] = text(form.get(textField(field, lang))).slice(0, 6_000);
  }
  return values;
}

/** Two decimals as hundredths (yuan → fen, percent → basis points); text the API refuses by its field otherwise. */
const hundredths = (value: string | string[] | undefined) => {
  const typed = String(value ?? '').trim();
  return typed === '' ? '' : (unitsToMinor(typed) ?? typed);
};

const pickValues = (values: FormValues, names: readonly string[]) =>
  Object.fromEntries(names.filter((name) => name in values).map((name) => [name, values[name] as string]));

export type CatalogueOutcome =
  | { kind: 'done'; redirect: string }
  | { kind: 'refused'; message: string; field: string | undefined; values: FormValues };

async function saved(
  res: { code: number; msg: string; data: unknown },
  values: FormValues,
  done: { cookies: AstroCookies; secure: boolean; key: string; redirect: (data: unknown) => string },
): Promise<CatalogueOutcome> {
  if (res.code !== CODE_SUCCESS) return { kind: 'refused', message: res.msg, field: fieldOf(res.data), values };
  setFlash(done.cookies, { type: 'success', ns: 'api-admin', key: done.key }, done.secure);
  return { kind: 'done', redirect: done.redirect(res.data) };
}

interface Where {
  cookies: AstroCookies;
  secure: boolean;
  /** Undefined for a new one. */
  id: number | undefined;
}

export async function postHotel(caller: ConsoleCaller, where: Where, form: FormData): Promise<CatalogueOutcome> {
  const values = posted(form, HOTEL_PLAIN, ['service_fee', 'tax', 'city_tax'], HOTEL_TEXTS);
  values.facilities = form
    .getAll('facilities')
    .map((value) => text(value).slice(0, 40))
    .slice(0, 60);
  if (!csrfValid(caller.token, text(form.get('csrf'))))
    return { kind: 'refused', message: '', field: undefined, values };
  const fields = {
    ...pickValues(values, [...HOTEL_PLAIN, ...LANGS.flatMap((lang) => HOTEL_TEXTS.map((f) => textField(f, lang)))]),
    facilities: values.facilities,
    service_fee_bp: hundredths(values.service_fee),
    tax_bp: hundredths(values.tax),
    city_tax_per_room_night: hundredths(values.city_tax),
  };
  const done = (redirect: (data: unknown) => string) => ({ ...where, key: 'Hotel saved', redirect });
  if (where.id === undefined) {
    const res = await adminCall(caller, 'hotel.hotel/add', 'POST', fields);
    return saved(
      res,
      values,
      done((data) => `/admin/hotels/${(data as { id: number }).id}`),
    );
  }
  const res = await adminCall(caller, 'hotel.hotel/edit', 'POST', { ...fields, id: where.id });
  return saved(
    res,
    values,
    done(() => `/admin/hotels/${where.id}`),
  );
}

export async function postRoomType(
  caller: ConsoleCaller,
  where: Where & { hotelId: number },
  form: FormData,
): Promise<CatalogueOutcome> {
  const values = posted(form, ROOM_PLAIN, ['extra_bed_price', 'breakfast_price', 'base_price'], ROOM_TEXTS);
  if (!csrfValid(caller.token, text(form.get('csrf'))))
    return { kind: 'refused', message: '', field: undefined, values };
  const fields = {
    ...pickValues(values, [...ROOM_PLAIN, ...LANGS.flatMap((lang) => ROOM_TEXTS.map((f) => textField(f, lang)))]),
    extra_bed_price: hundredths(values.extra_bed_price),
    breakfast_price: hundredths(values.breakfast_price),
    base_price: hundredths(values.base_price),
  };
  const done = (redirect: (data: unknown) => string) => ({ ...where, key: 'Room type saved', redirect });
  if (where.id === undefined) {
    const res = await adminCall(caller, 'hotel.roomtype/add', 'POST', { ...fields, hotel_id: where.hotelId });
    return saved(
      res,
      values,
      done(() => `/admin/hotels/${where.hotelId}`),
    );
  }
  const res = await adminCall(caller, 'hotel.roomtype/edit', 'POST', { ...fields, id: where.id });
  return saved(
    res,
    values,
    done(() => `/admin/hotels/${where.hotelId}`),
  );
}

export async function loadCities(caller: ConsoleCaller): Promise<AdminCity[] | undefined> {
  const res = await adminCall(caller, 'hotel.city/index', 'GET', {});
  return res.code === CODE_SUCCESS ? res.data.list : undefined;
}

/** A city as its form shows it. */
export const cityValues = (row: AdminCity): FormValues => ({
  code: row.code,
  country: row.country,
  time_zone: row.time_zone,
  latitude: String(row.latitude),
  longitude: String(row.longitude),
  status: row.status,
  ...texts(row),
});

const CITY_PLAIN = ['code', 'country', 'time_zone', 'latitude', 'longitude', 'status'] as const;

export async function postCity(caller: ConsoleCaller, where: Where, form: FormData): Promise<CatalogueOutcome> {
  const values = posted(form, CITY_PLAIN, [], ['name']);
  if (!csrfValid(caller.token, text(form.get('csrf'))))
    return { kind: 'refused', message: '', field: undefined, values };
  const fields = pickValues(values, [...CITY_PLAIN, ...LANGS.map((lang) => textField('name', lang))]);
  const done = { ...where, key: 'City saved', redirect: () => '/admin/cities' };
  if (where.id === undefined) return saved(await adminCall(caller, 'hotel.city/add', 'POST', fields), values, done);
  return saved(await adminCall(caller, 'hotel.city/edit', 'POST', { ...fields, id: where.id }), values, done);
}
