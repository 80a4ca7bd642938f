/**
 * The generated hotels of `SEED_HOTELS` (`synthetic.ts`): the hotel with ordinal n — its city, stars, rating,
 * facilities, fees, texts in both languages and 4 room types from the templates with the demo's cancellation
 * policies. Pure: a function of the ordinal (seeded PRNG), so every database with the same `n` holds the same hotels.
 */

import {
  type BedType,
  FACILITY_CODES,
  type FacilityCode,
  type MealType,
  POLICY_CODES,
  type SeedText,
} from '~/demo/hotels/catalogue/types';
import { prng, randomInt } from '~/demo/random/prng';
import { distanceMetres } from '~/server/modules/hotel';
import { generatedCity, generatedCityOf, pad } from './cities';

const YUAN = 100;

interface RoomTemplate {
  code: string;
  name: SeedText;
  description: SeedText;
  bed: BedType;
  beds: number;
  meals: readonly MealType[];
  size: readonly [number, number];
  maxAdults: number;
  maxChildren: number;
  /** Price against the hotel's base rate, basis points. */
  priceBp: number;
  /** Extra bed per night against the hotel's base rate, basis points; 0 = none. */
  extraBedBp: number;
}

export const ROOM_TEMPLATES: readonly RoomTemplate[] = [
  {
    code: 'standard-queen',
    name: { 'zh-cn': '标准大床房', en: 'Standard Queen' },
    description: {
      'zh-cn': '一张大床，安静朝向，适合一到两人。',
      en: 'One queen bed on the quiet side, for one or two.',
    },
    bed: 'queen',
    beds: 1,
    meals: ['none', 'none', 'breakfast'],
    size: [20, 28],
    maxAdults: 2,
    maxChildren: 1,
    priceBp: 10_000,
    extraBedBp: 0,
  },
  {
    code: 'deluxe-twin',
    name: { 'zh-cn': '豪华双床房', en: 'Deluxe Twin' },
    description: { 'zh-cn': '两张单人床，带书桌和沙发椅。', en: 'Two single beds, a desk and an armchair.' },
    bed: 'twin',
    beds: 2,
    meals: ['none', 'breakfast', 'breakfast'],
    size: [28, 36],
    maxAdults: 2,
    maxChildren: 1,
    priceBp: 12_500,
    extraBedBp: 0,
  },
  {
    code: 'family',
    name: { 'zh-cn': '家庭房', en: 'Family Room' },
    description: {
      'zh-cn': '一张大床加一张单人床，可再加一张床，适合带孩子的家庭。',
      en: 'A double and a single bed, room for an extra bed: made for families with children.',
    },
    bed: 'double',
    beds: 2,
    meals: ['breakfast', 'half_board', 'none'],
    size: [35, 45],
    maxAdults: 3,
    maxChildren: 2,
    priceBp: 16_000,
    extraBedBp: 1_500,
  },
  {
    code: 'executive-suite',
    name: { 'zh-cn': '行政套房', en: 'Executive Suite' },
    description: {
      'zh-cn': '独立客厅和卧室，一张特大床，可使用行政酒廊。',
      en: 'A separate living room and bedroom with a king bed, and access to the executive lounge.',
    },
    bed: 'king',
    beds: 1,
    meals: ['breakfast', 'all_inclusive', 'full_board'],
    size: [55, 80],
    maxAdults: 2,
    maxChildren: 2,
    priceBp: 24_000,
    extraBedBp: 1_500,
  },
];

/** Stars 1–5 by share in percent. */
const STAR_SHARES = [3, 12, 35, 35, 15] as const;
/** The hotel's base rate in yuan by star: [lowest, highest]. */
const BASE_RATE: Record<number, readonly [number, number]> = {
  1: [120, 200],
  2: [180, 320],
  3: [280, 520],
  4: [480, 900],
  5: [900, 2000],
};
const KINDS: readonly SeedText[] = [
  { 'zh-cn': '示例酒店', en: 'Sample Hotel' },
  { 'zh-cn': '示例客栈', en: 'Sample Inn' },
  { 'zh-cn': '示例公寓酒店', en: 'Sample Suites' },
  { 'zh-cn': '示例度假酒店', en: 'Sample Resort' },
];

export interface GeneratedRoomType {
  template: RoomTemplate;
  meal: MealType;
  sizeM2: number;
  policy: (typeof POLICY_CODES)[number];
  /** Minor units. */
  basePrice: number;
  breakfastPrice: number;
  extraBedPrice: number;
}

export interface GeneratedHotel {
  ordinal: number;
  city: number;
  star: number;
  rating: number;
  reviews: number;
  popularity: number;
  lat: number;
  lng: number;
  distance: number;
  facilities: FacilityCode[];
  fees: { serviceFeeBp: number; taxBp: number };
  name: SeedText;
  area: SeedText;
  address: SeedText;
  description: SeedText;
  policies: SeedText;
  roomTypes: GeneratedRoomType[];
}

/** The star whose share in `STAR_SHARES` holds `percent` (0–100). */
function pickStar(percent: number): number {
  let bound = 0;
  for (const [index, share] of STAR_SHARES.entries()) {
    bound += share;
    if (percent < bound) return index + 1;
  }
  return STAR_SHARES.length;
}

const roundTo10Yuan = (minor: number) => Math.round(minor / 1_000) * 1_000;

/** The generated hotel with this ordinal (0-based among generated hotels). Pure. */
export function generatedHotel(ordinal: number): GeneratedHotel {
  const random = prng(0x5eed_0000 + ordinal * 7_919);
  const cityIndex = generatedCityOf(ordinal);
  const city = generatedCity(cityIndex);
  const star = pickStar(random() * 100);
  const rating = Math.min(50, Math.max(25, 32 + star * 2 + randomInt(random, -4, 6)));
  const reviews = randomInt(random, 5, 400 * star);
  const popularity = Math.floor(600 * random() ** 3);
  // Most hotels within a few kilometres of the centre, a few out to 20 km.
  const radiusM = 300 + 19_700 * random() ** 1.8;
  const bearing = random() * 2 * Math.PI;
  const lat = city.lat + Math.round(((radiusM * Math.cos(bearing)) / 111_320) * 1_000_000);
  const lngScale = 111_320 * Math.cos((city.lat / 1_000_000) * (Math.PI / 180));
  const lng = city.lng + Math.round(((radiusM * Math.sin(bearing)) / lngScale) * 1_000_000);
  const facilities = FACILITY_CODES.filter((code) => code === 'wifi' || random() < 0.15 + 0.1 * star);
  const fees = random() < 0.2 ? { serviceFeeBp: 1_000, taxBp: 600 } : { serviceFeeBp: 0, taxBp: 0 };
  const [low, high] = BASE_RATE[star] as readonly [number, number];
  const baseRate = randomInt(random, low / 10, high / 10) * 10 * YUAN;
  const roomTypes = ROOM_TEMPLATES.map((template, position) => ({
    template,
    meal: template.meals[randomInt(random, 0, template.meals.length - 1)] as MealType,
    sizeM2: randomInt(random, template.size[0], template.size[1]),
    // Each hotel has each policy once, the non-refundable one included, on a different room type from hotel to hotel.
    policy: POLICY_CODES[(position + ordinal) % POLICY_CODES.length] as (typeof POLICY_CODES)[number],
    basePrice: roundTo10Yuan((baseRate * template.priceBp) / 10_000),
    breakfastPrice: roundTo10Yuan(baseRate * 0.08),
    extraBedPrice: roundTo10Yuan((baseRate * template.extraBedBp) / 10_000),
  }));
  for (const roomType of roomTypes) if (roomType.meal !== 'none') roomType.breakfastPrice = 0;

  const number = pad(ordinal + 1, 5);
  const kind = KINDS[ordinal % KINDS.length] as SeedText;
  const district = randomInt(random, 1, 12);
  const street = randomInt(random, 1, 999);
  const km = (distanceMetres(city.lat, city.lng, lat, lng) / 1_000).toFixed(1);
  return {
    ordinal,
    city: cityIndex,
    star,
    rating,
    reviews,
    popularity,
    lat,
    lng,
    distance: distanceMetres(city.lat, city.lng, lat, lng),
    facilities,
    fees,
    name: { 'zh-cn': `${kind['zh-cn']} ${number}`, en: `${kind.en} ${number}` },
    area: { 'zh-cn': `示例区 ${district}`, en: `Sample District ${district}` },
    address: {
      'zh-cn': `${city.name['zh-cn']}示例区 ${district} 示例路 ${street} 号`,
      en: `${street} Sample Road, Sample District ${district}, ${city.name.en}`,
    },
    description: {
      'zh-cn': `${kind['zh-cn']} ${number} 是一家生成的 ${star} 星级酒店，距市中心 ${km} 公里。\n\n这里的内容均为自动生成，用于性能测试和负载测试。`,
      en: `${kind.en} ${number} is a generated ${star}-star hotel ${km} km from the city centre.\n\nEverything here is generated for benchmarks and load tests.`,
    },
    policies: {
      'zh-cn': '入住时间 14:00 以后，退房时间 12:00 以前。\n\n入住时每位成人须出示有效身份证件。',
      en: 'Check-in from 14:00, check-out by 12:00.\n\nEvery adult must show valid ID at check-in.',
    },
    roomTypes,
  };
}
