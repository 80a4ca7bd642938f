/**
 * The input of `hotel.Hotel/add|edit` and `hotel.RoomType/add|edit` (docs/design/catalogue.md §3), apart from the
 * hotel's `facilities` (a list of codes, read as BuildAdmin's lists). Money in minor units, shares in basis points,
 * coordinates in degrees; the texts of each language as `<field>_<lang>` (`name_zh_cn`, `name_en`). Messages are
 * `validate` keys; labels `field.<name>`.
 */
import '~/lib/validation/jitless';
import * as z from 'zod/mini';
import { MEAL_TYPES } from '~/lib/booking/pricing';
import { BED_TYPES, textField } from '~/lib/catalogue/codes';
import { LANGS } from '~/lib/i18n/locale';
import { MAX_NIGHT_PRICE } from '~/lib/inventory/bulk';
import { VALIDATE_KEYS } from '~/lib/validation/rules';
import { choice, REQUIRED, requiredInt, text, WRONG } from './formFields';

/** The longest name, and the longest description or policies text (about two pages). */
export const MAX_NAME = 100;
export const MAX_LONG_TEXT = 5_000;

const requiredText = (max: number) =>
  z.pipe(
    text(),
    z
      .string()
      .check(z.minLength(1, { ...REQUIRED, abort: true }), z.maxLength(max, { error: VALIDATE_KEYS.correctField })),
  );
const optionalText = (max: number) => z.pipe(text(), z.string().check(z.maxLength(max, WRONG)));

/** A decimal number of degrees within ±`max`, at most 6 decimals. */
const degrees = (max: number) =>
  z.pipe(
    z.pipe(
      text(),
      z.string().check(
        z.minLength(1, { ...REQUIRED, abort: true }),
        z.refine((value) => /^-?\d{1,3}(\.\d{1,6})?$/.test(value) && Math.abs(Number(value)) <= max, WRONG),
      ),
    ),
    z.transform(Number),
  );

const clock = () =>
  z.pipe(
    text(),
    z.string().check(
      z.minLength(1, { ...REQUIRED, abort: true }),
      z.refine((value) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value), WRONG),
    ),
  );

/** The texts of every language: `name` required, the rest optional. */
function texts<const F extends Record<string, z.ZodMiniType>>(fields: F) {
  return Object.fromEntries(
    LANGS.flatMap((lang) => Object.entries(fields).map(([field, schema]) => [textField(field, lang), schema])),
  ) as Record<string, F[keyof F]>;
}

export const hotelSchema = z.object({
  city_id: requiredInt(1, 2 ** 31 - 1),
  star: requiredInt(1, 5),
  latitude: degrees(90),
  longitude: degrees(180),
  check_in_time: clock(),
  check_out_time: clock(),
  service_fee_bp: requiredInt(0, 3_000),
  tax_bp: requiredInt(0, 3_000),
  city_tax_per_room_night: requiredInt(0, 100_000),
  status: choice(['0', '1'] as const),
  ...texts({ name: requiredText(MAX_NAME) }),
  ...texts({
    area: optionalText(MAX_NAME),
    address: optionalText(200),
    description: optionalText(MAX_LONG_TEXT),
    policies: optionalText(MAX_LONG_TEXT),
  }),
});

export const roomTypeSchema = z.object({
  bed_type: choice(BED_TYPES),
  bed_count: requiredInt(1, 10),
  meal_type: choice(MEAL_TYPES),
  size_m2: requiredInt(1, 1_000),
  max_adults: requiredInt(1, 20),
  max_children: requiredInt(0, 20),
  extra_bed_price: requiredInt(0, MAX_NIGHT_PRICE),
  breakfast_price: requiredInt(0, MAX_NIGHT_PRICE),
  policy_id: requiredInt(1, 2 ** 31 - 1),
  base_price: requiredInt(1, MAX_NIGHT_PRICE),
  status: choice(['0', '1'] as const),
  ...texts({ name: requiredText(MAX_NAME) }),
  ...texts({ description: optionalText(MAX_LONG_TEXT) }),
});

/** Whether the runtime knows the IANA time zone. */
const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)+$/.test(zone) || zone === 'UTC';
  } catch {
    return false;
  }
};

export const citySchema = z.object({
  code: z.pipe(
    text(),
    z.string().check(
      z.minLength(1, { ...REQUIRED, abort: true }),
      z.refine((v) => /^[a-z][a-z0-9-]{1,31}$/.test(v), WRONG),
    ),
  ),
  country: z.pipe(
    text(),
    z.string().check(
      z.minLength(1, { ...REQUIRED, abort: true }),
      z.refine((v) => /^[A-Z]{2}$/.test(v), WRONG),
    ),
  ),
  time_zone: z.pipe(
    text(),
    z.string().check(z.minLength(1, { ...REQUIRED, abort: true }), z.refine(isTimeZone, WRONG)),
  ),
  latitude: degrees(90),
  longitude: degrees(180),
  status: choice(['0', '1'] as const),
  ...texts({ name: requiredText(MAX_NAME) }),
});

/** The fields a hotel form posts (the texts of every language included), for `pick`. */
export const HOTEL_FIELDS = Object.keys(hotelSchema.def.shape);
export const ROOM_TYPE_FIELDS = Object.keys(roomTypeSchema.def.shape);
export const CITY_FIELDS = Object.keys(citySchema.def.shape);
