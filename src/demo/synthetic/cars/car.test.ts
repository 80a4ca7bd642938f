import { describe, expect, it } from 'vitest';
import { SEED_FLEET } from '~/demo/cars/fleet';
import { carTextRows, carValues } from '~/demo/cars/rows';
import { CAR_CATEGORIES, ENERGIES, INCLUDED_CODES } from '~/lib/car/vocabulary';
import { CATEGORY_SPECS, GENERATED_CODE_PREFIX, generatedCar, generatedPickups, HOTEL_SHARE } from './car';

const CITIES = ['beijing', 'hangzhou', 'sanya', 'shanghai'];
const cars = Array.from({ length: 1_000 }, (_, ordinal) => generatedCar(ordinal, CITIES));

describe('generated cars (SEED_CARS)', () => {
  it('are a function of the ordinal, with unique codes apart from the fleet', () => {
    expect(generatedCar(7, CITIES)).toEqual(generatedCar(7, CITIES));
    expect(generatedCar(7, CITIES)).not.toEqual(generatedCar(8, CITIES));
    expect(cars[0]?.code).toBe('gen-00001');
    expect(new Set(cars.map((car) => car.code)).size).toBe(cars.length);
    for (const car of SEED_FLEET) expect(car.code.startsWith(GENERATED_CODE_PREFIX)).toBe(false);
    expect(() => generatedCar(0, [])).toThrow(RangeError);
  });

  it('take the cities in turn', () => {
    expect(cars.slice(0, 5).map((car) => car.city)).toEqual([...CITIES, 'beijing']);
    for (const city of CITIES) expect(cars.filter((car) => car.city === city)).toHaveLength(250);
  });

  it('mix the vocabulary by the category shares', () => {
    expect(CATEGORY_SPECS.reduce((sum, spec) => sum + spec.share, 0)).toBe(100);
    for (const spec of CATEGORY_SPECS) {
      const share = cars.filter((car) => car.category === spec.category).length / cars.length;
      expect(share).toBeGreaterThan(spec.share / 100 - 0.05);
      expect(share).toBeLessThan(spec.share / 100 + 0.05);
    }
    expect(new Set(cars.map((car) => car.category))).toEqual(new Set(CAR_CATEGORIES));
    expect(new Set(cars.map((car) => car.energy))).toEqual(new Set(ENERGIES));
    expect(new Set(cars.map((car) => car.transmission))).toEqual(new Set(['automatic', 'manual']));
    expect(new Set(cars.map((car) => car.included.join())).size).toBeGreaterThan(10);
  });

  it('are coherent: prices, driver, deposit, range, seats, included', () => {
    for (const car of cars) {
      const spec = CATEGORY_SPECS.find((item) => item.category === car.category);
      expect(spec).toBeDefined();
      expect(car.seats).toBeGreaterThanOrEqual(spec?.seats[0] ?? 0);
      expect(car.seats).toBeLessThanOrEqual(spec?.seats[1] ?? 0);
      expect(car.withDriver).toBe(spec?.withDriver);
      expect(car.pricePerDay + car.pricePerTransfer).toBeGreaterThan(0);
      expect(car.pricePerDay % 10).toBe(0);
      expect(car.pricePerTransfer % 10).toBe(0);
      if (car.withDriver || car.pricePerDay === 0) expect(car.deposit).toBe(0);
      else expect(car.deposit).toBeGreaterThanOrEqual(3_000);
      expect(car.rangeKm !== undefined).toBe(car.energy === 'electric');
      expect(car.included.includes('driver')).toBe(car.withDriver);
      expect(new Set(car.included).size).toBe(car.included.length);
      for (const code of car.included) expect(INCLUDED_CODES).toContain(code);
      expect(car.fleet).toBeGreaterThanOrEqual(2);
      expect(car.fleet).toBeLessThanOrEqual(5);
    }
    expect(cars.some((car) => car.pricePerDay === 0)).toBe(true);
    expect(cars.some((car) => car.pricePerTransfer === 0)).toBe(true);
  });

  it('are written in both languages, clearly generated', () => {
    const car = generatedCar(12, CITIES);
    for (const lang of ['zh-cn', 'en'] as const) {
      expect(car.name[lang]).toMatch(/ 00013$/);
      expect(car.summary[lang]).not.toBe('');
      expect(car.description[lang].split('\n\n')).toHaveLength(2);
    }
    expect(car.name.en).toMatch(/^Sample /);
    expect(car.name['zh-cn']).toMatch(/^示例/);
    expect(car.description.en).toContain('generated for benchmarks');
    expect(car.description['zh-cn']).toContain('自动生成');
  });

  it('give the rows of the fleet: minor units and the rules templates', () => {
    const car = cars.find((item) => !item.withDriver && item.pricePerDay > 0) ?? generatedCar(0, CITIES);
    const row = carValues(car, { id: 3, time_zone: 'Asia/Shanghai' }, 0, 1_700_000_000);
    expect(row).toMatchObject({
      city_id: 3,
      code: car.code,
      price_per_day: car.pricePerDay * 100,
      price_per_transfer: car.pricePerTransfer * 100,
      deposit: car.deposit * 100,
      with_driver: '0',
      included: car.included.join(','),
      weigh: 0,
      cover_photo_id: null,
    });
    const texts = carTextRows(car, 42);
    expect(texts.map((text) => text.lang)).toEqual(['zh-cn', 'en']);
    expect(texts[1]?.rules).toContain('licence');
    expect(texts[0]?.rules).toContain('驾驶证');
  });

  it('serve at least one hub and about HOTEL_SHARE of the hotels', () => {
    let served = 0;
    for (let ordinal = 0; ordinal < 2_000; ordinal++) {
      const { hubs, hotels } = generatedPickups(ordinal, 3, 5);
      expect(hubs.length).toBeGreaterThanOrEqual(1);
      expect(hubs.every((k) => k >= 0 && k < 3)).toBe(true);
      expect(hotels.every((k) => k >= 0 && k < 5)).toBe(true);
      served += hotels.length;
    }
    expect(served / (2_000 * 5)).toBeGreaterThan(HOTEL_SHARE - 0.03);
    expect(served / (2_000 * 5)).toBeLessThan(HOTEL_SHARE + 0.03);
    expect(generatedPickups(9, 3, 5)).toEqual(generatedPickups(9, 3, 5));
    expect(generatedPickups(9, 0, 0)).toEqual({ hubs: [], hotels: [] });
  });
});
