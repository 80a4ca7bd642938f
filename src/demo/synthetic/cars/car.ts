/**
 * The generated cars of `SEED_CARS` (`synthetic.ts`): the car with ordinal n — its city, category, seats, energy,
 * prices, what it includes, texts in both languages — and which of its city's places it serves. Pure: a function of
 * the ordinal (seeded PRNG), so every database with the same `n` holds the same cars. A car is a `SeedCar`, as the
 * hand-written fleet's are, so the same rows and rules templates write it.
 */

import { SELF_DRIVE_ECONOMY, WITH_DRIVER } from '~/demo/cars/fleet/fleetIncluded';
import type { SeedCar, SeedText } from '~/demo/cars/fleet/types';
import { prng, randomInt } from '~/demo/random/prng';
import type { CarCategory, Energy, IncludedCode } from '~/lib/car/vocabulary';

/** Generated cars' codes start with this (the fleet's never do). */
export const GENERATED_CODE_PREFIX = 'gen-';
/** The share of a city's hotels (each but its last) a generated car serves; every car serves at least one hub. */
export const HOTEL_SHARE = 0.15;
const HUB_SHARE = 0.7;

interface CategorySpec {
  category: CarCategory;
  /** Percent of the generated cars. */
  share: number;
  /** The generated name's words. */
  kind: SeedText;
  /** What the summary calls it. */
  noun: SeedText;
  seats: readonly [number, number];
  doors: readonly [number, number];
  luggage: readonly [number, number];
  withDriver: boolean;
  /** Whole yuan, [lowest, highest], rounded to 10. */
  perDay: readonly [number, number];
  perTransfer: readonly [number, number];
  deposit: readonly [number, number];
  fleet: readonly [number, number];
  cabin: SeedCar['cabin'];
}

export const CATEGORY_SPECS: readonly CategorySpec[] = [
  {
    category: 'economy',
    share: 30,
    kind: { 'zh-cn': '示例经济型轿车', en: 'Sample Economy Saloon' },
    noun: { 'zh-cn': '经济型轿车', en: 'economy saloon' },
    seats: [4, 4],
    doors: [4, 4],
    luggage: [2, 2],
    withDriver: false,
    perDay: [220, 320],
    perTransfer: [160, 220],
    deposit: [3000, 3000],
    fleet: [3, 5],
    cabin: 'standard',
  },
  {
    category: 'comfort',
    share: 25,
    kind: { 'zh-cn': '示例舒适型轿车', en: 'Sample Comfort Saloon' },
    noun: { 'zh-cn': '舒适型轿车', en: 'comfort saloon' },
    seats: [4, 4],
    doors: [4, 4],
    luggage: [3, 3],
    withDriver: false,
    perDay: [340, 480],
    perTransfer: [200, 280],
    deposit: [5000, 5000],
    fleet: [2, 4],
    cabin: 'standard',
  },
  {
    category: 'suv',
    share: 20,
    kind: { 'zh-cn': '示例 SUV', en: 'Sample SUV' },
    noun: { 'zh-cn': 'SUV', en: 'SUV' },
    seats: [4, 6],
    doors: [5, 5],
    luggage: [3, 4],
    withDriver: false,
    perDay: [400, 560],
    perTransfer: [240, 320],
    deposit: [5000, 8000],
    fleet: [2, 4],
    cabin: 'standard',
  },
  {
    category: 'business',
    share: 15,
    kind: { 'zh-cn': '示例行政轿车', en: 'Sample Executive Saloon' },
    noun: { 'zh-cn': '行政轿车', en: 'executive saloon' },
    seats: [3, 3],
    doors: [4, 4],
    luggage: [2, 2],
    withDriver: true,
    perDay: [1080, 1380],
    perTransfer: [420, 500],
    deposit: [0, 0],
    fleet: [2, 3],
    cabin: 'business',
  },
  {
    category: 'van',
    share: 10,
    kind: { 'zh-cn': '示例商务车', en: 'Sample People Carrier' },
    noun: { 'zh-cn': '商务车', en: 'people carrier' },
    seats: [6, 10],
    doors: [4, 5],
    luggage: [5, 8],
    withDriver: true,
    perDay: [1380, 1600],
    perTransfer: [360, 520],
    deposit: [0, 0],
    fleet: [2, 3],
    cabin: 'van',
  },
];

const ENERGY_WORDS: Record<Energy, SeedText> = {
  petrol: { 'zh-cn': '汽油动力', en: 'petrol' },
  hybrid: { 'zh-cn': '油电混动', en: 'hybrid' },
  electric: { 'zh-cn': '纯电动', en: 'electric' },
};

/** The spec whose share in `CATEGORY_SPECS` holds `percent` (0–100). */
function pickSpec(percent: number): CategorySpec {
  let bound = 0;
  for (const spec of CATEGORY_SPECS) {
    bound += spec.share;
    if (percent < bound) return spec;
  }
  return CATEGORY_SPECS.at(-1) as CategorySpec;
}

const between = (random: () => number, [low, high]: readonly [number, number]) => randomInt(random, low, high);
const tens = (random: () => number, [low, high]: readonly [number, number]) =>
  randomInt(random, low / 10, high / 10) * 10;

function pickEnergy(random: () => number, spec: CategorySpec): Energy {
  const r = random();
  if (spec.category === 'van' || spec.category === 'business') return r < 0.7 ? 'petrol' : 'hybrid';
  return r < 0.45 ? 'petrol' : r < 0.75 ? 'hybrid' : 'electric';
}

function pickIncluded(random: () => number, spec: CategorySpec, energy: Energy): IncludedCode[] {
  const codes = new Set<IncludedCode>(
    spec.withDriver
      ? WITH_DRIVER
      : spec.category === 'economy'
        ? SELF_DRIVE_ECONOMY
        : [random() < 0.5 ? 'insurance_full' : 'insurance_basic', 'unlimited_mileage'],
  );
  if (random() < 0.4) codes.add('child_seat');
  if (random() < 0.25) codes.add('wifi');
  if (energy === 'electric' && !spec.withDriver) codes.add('charging');
  return [...codes];
}

/** The generated car with this ordinal (0-based among generated cars), based in `cities[ordinal % length]`. Pure. */
export function generatedCar(ordinal: number, cities: readonly string[]): SeedCar {
  if (cities.length === 0) throw new RangeError('generated cars need at least one city');
  const random = prng(0xca25_0000 + ordinal * 7_919);
  const spec = pickSpec(random() * 100);
  const energy = pickEnergy(random, spec);
  const transmission = !spec.withDriver && spec.category === 'economy' && random() < 0.25 ? 'manual' : 'automatic';
  const seats = between(random, spec.seats);
  const luggage = between(random, spec.luggage);
  // Most cars offer both services; a few only one of them.
  const services = random();
  const pricePerTransfer = services < 0.08 ? 0 : tens(random, spec.perTransfer);
  const pricePerDay = services >= 0.08 && services < 0.16 ? 0 : tens(random, spec.perDay);
  const included = pickIncluded(random, spec, energy);
  const number = String(ordinal + 1).padStart(5, '0');
  const name: SeedText = { 'zh-cn': `${spec.kind['zh-cn']} ${number}`, en: `${spec.kind.en} ${number}` };
  const rangeKm = energy === 'electric' ? randomInt(random, 40, 65) * 10 : undefined;
  const energyWords = ENERGY_WORDS[energy];
  const gearbox: SeedText =
    transmission === 'manual' ? { 'zh-cn': '手动挡', en: 'manual' } : { 'zh-cn': '自动挡', en: 'automatic' };
  return {
    code: `${GENERATED_CODE_PREFIX}${number}`,
    city: cities[ordinal % cities.length] as string,
    category: spec.category,
    seats,
    doors: between(random, spec.doors),
    luggage,
    transmission,
    energy,
    ...(rangeKm === undefined ? {} : { rangeKm }),
    modelYear: randomInt(random, 2021, 2025),
    withDriver: spec.withDriver,
    pricePerDay,
    pricePerTransfer,
    deposit: pricePerDay > 0 ? tens(random, spec.deposit) : 0,
    mileageKmPerDay: spec.withDriver ? 100 : included.includes('unlimited_mileage') ? 0 : 300,
    included,
    ...(spec.withDriver ? {} : { minDriverAge: random() < 0.3 ? 25 : 21, licenceYears: randomInt(random, 1, 3) }),
    fleet: between(random, spec.fleet),
    cabin: spec.cabin,
    name,
    summary: {
      'zh-cn': `生成的${/^[A-Z]/.test(spec.noun['zh-cn']) ? ' ' : ''}${spec.noun['zh-cn']}，${seats} 个座位，可放 ${luggage} 件大行李。`,
      en: `A generated ${spec.noun.en}: ${seats} seats and room for ${luggage} large suitcases.`,
    },
    description: {
      'zh-cn': `${name['zh-cn']} 是一辆生成的${energyWords['zh-cn']}${gearbox['zh-cn']}车辆${rangeKm ? `，续航约 ${rangeKm} 公里` : ''}。\n\n这里的内容均为自动生成，用于性能测试和负载测试。`,
      en: `${name.en} is a generated ${energyWords.en} car with ${gearbox.en} transmission${rangeKm ? ` and about ${rangeKm} km of range` : ''}.\n\nEverything here is generated for benchmarks and load tests.`,
    },
  };
}

/**
 * Which places of its city the generated car serves, as indices into the city's hubs (airports and stations) and
 * hotel places: each hub with a 70 % chance and at least one, each hotel with `HOTEL_SHARE`. Pure.
 */
export function generatedPickups(
  ordinal: number,
  hubCount: number,
  hotelCount: number,
): { hubs: number[]; hotels: number[] } {
  const random = prng(0x91c0_0000 + ordinal * 104_729);
  const hubs = Array.from({ length: hubCount }, (_, i) => i).filter(() => random() < HUB_SHARE);
  if (hubs.length === 0 && hubCount > 0) hubs.push(ordinal % hubCount);
  const hotels = Array.from({ length: hotelCount }, (_, i) => i).filter(() => random() < HOTEL_SHARE);
  return { hubs, hotels };
}
