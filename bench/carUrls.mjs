// The URLs of the car bench (bench/cars.mjs), built from the API of the server under test: the cities with cars and
// their places (`car/list`), every car (`car/sitemap`), the demo hotel served by the most cars with its room types
// (`hotel/detail`), and pairs of quotes without and with an arrival transfer for the stays both answer. A seeded
// PRNG picks the rest, so the same database gives the same URLs.
import { prng, randomInt } from './lib.mjs';

const BENCH = 'car bench';
const ZONE = 'Asia/Shanghai';
const SORTS = ['weigh,desc', 'price_day,asc', 'price_day,desc', 'price_transfer,asc', 'seats,desc'];
const CATEGORIES = ['economy', 'comfort', 'business', 'suv', 'van'];
const ENERGIES = ['petrol', 'hybrid', 'electric'];

const todayIn = (zone) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
const addDays = (day, days) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const search = (entries) =>
  Object.fromEntries(
    entries.flatMap(([field, operator, val], index) => [
      [`search[${index}][field]`, field],
      [`search[${index}][operator]`, operator],
      [`search[${index}][val]`, val],
    ]),
  );

/** A filter of the list: one of the search fields, with a value that exists in the city. */
function listFilter(random, city) {
  const choose = (list) => list[Math.floor(random() * list.length)];
  switch (randomInt(random, 0, 5)) {
    case 0:
      return search([['category', 'IN', random() < 0.5 ? choose(CATEGORIES) : `${choose(CATEGORIES)},suv`]]);
    case 1:
      return search([['seats', 'RANGE', `${randomInt(random, 4, 7)},`]]);
    case 2:
      return search([['service', '=', random() < 0.5 ? 'transfer' : 'rental']]);
    case 3:
      return search([['energy', 'IN', choose(ENERGIES)]]);
    case 4:
      return search([['with_driver', '=', '1']]);
    default:
      return city.places.length > 0 ? search([['place', '=', String(choose(city.places).id)]]) : {};
  }
}

/**
 * `count` list URLs: a city by its number of cars, 40 % with a filter, 30 % with a day in the next 300 days, the sorts
 * mixed, now and then a second page.
 */
export function listUrls(seed, count, cities, today = todayIn(ZONE)) {
  const random = prng(seed);
  const total = cities.reduce((sum, city) => sum + city.car_count, 0);
  const pickCity = () => {
    let left = random() * total;
    for (const city of cities) {
      left -= city.car_count;
      if (left < 0) return city;
    }
    return cities.at(-1);
  };
  return Array.from({ length: count }, () => {
    const city = pickCity();
    const params = new URLSearchParams({ city: city.code });
    if (random() < 0.4) for (const [key, value] of Object.entries(listFilter(random, city))) params.set(key, value);
    if (random() < 0.3) params.set('day', addDays(today, randomInt(random, 0, 299)));
    const sort = SORTS[randomInt(random, 0, SORTS.length - 1)];
    if (sort !== SORTS[0] || random() < 0.5) params.set('order', sort);
    if (random() < 0.15) params.set('page', '2');
    return `/api/car/list?${params}`;
  });
}

/** `count` stays at the hotel: check-in in the next 300 days, 1–5 nights, one room for 2 adults, 20 % with a child. */
function stays(seed, count, withChildren, today = todayIn(ZONE)) {
  const random = prng(seed);
  return Array.from({ length: count }, () => {
    const checkin = addDays(today, randomInt(random, 1, 300));
    const params = new URLSearchParams({ checkin, checkout: addDays(checkin, randomInt(random, 1, 5)), rooms: '1' });
    params.set('adults', '2');
    if (withChildren && random() < 0.2) {
      params.set('children', '1');
      params.set('child_ages', String(randomInt(random, 0, 12)));
    }
    return params;
  });
}

/** The cities with cars, each with the places of its filter panel, from `car/list`. */
async function carCities(api) {
  const { body } = await api.get('/api/car/list?limit=1');
  const cities = JSON.parse(body).data.filters.cities;
  return Promise.all(
    cities.map(async (city) => {
      const { body: own } = await api.get(`/api/car/list?city=${city.code}&limit=1`);
      return { ...city, places: JSON.parse(own).data.filters.places };
    }),
  );
}

/** Every car id, from `car/sitemap`. */
async function carIds(api) {
  const { body } = await api.get('/api/car/sitemap?limit=20000');
  return JSON.parse(body).data.list.map((item) => item.id);
}

/** The hotel place served by the most cars (counted by `car/list` with the place filter), and its room types. */
async function busiestHotel(api, cities) {
  let best;
  for (const city of cities) {
    for (const place of city.places.filter((item) => item.hotel_id !== null)) {
      const filter = new URLSearchParams({
        city: city.code,
        limit: '1',
        ...search([['place', '=', String(place.id)]]),
      });
      const { body } = await api.get(`/api/car/list?${filter}`);
      const cars = JSON.parse(body).data.total;
      if (!best || cars > best.cars) best = { hotelId: place.hotel_id, cars };
    }
  }
  if (!best) throw new Error(`${BENCH}: no hotel is served by a car`);
  const { body } = await api.get(`/api/hotel/detail?id=${best.hotelId}`);
  const roomTypes = JSON.parse(body)
    .data.room_types.filter((room) => room.max_adults >= 2)
    .map((room) => room.id);
  return { ...best, roomTypes };
}

/** An answer's data, or undefined when it is not `code: 1` (a stay the quote refuses: rooms sold out). */
async function tryData(base, path) {
  const res = await fetch(base + path, { headers: { 'think-lang': 'en' } });
  const envelope = await res.json();
  return envelope.code === 1 ? envelope.data : undefined;
}

/**
 * Pairs of quote URLs for the same stays, without and with one arrival transfer (a car the offers name for that
 * check-in day, at one of its airports or stations); only stays both quotes answer.
 */
async function quotePairs(base, seed, hotel, count) {
  const random = prng(seed);
  const pairs = { quote: [], 'quote-transfer': [] };
  for (const params of stays(seed, count * 3, false)) {
    if (pairs.quote.length >= count) break;
    const room = hotel.roomTypes[randomInt(random, 0, hotel.roomTypes.length - 1)];
    const offers = await tryData(base, `/api/car/offers?hotel_id=${hotel.hotelId}&${params}`);
    const arrival = offers?.arrival ?? [];
    if (arrival.length === 0) continue;
    const offer = arrival[randomInt(random, 0, arrival.length - 1)];
    const hubs = offers.cars.find((car) => car.id === offer.car_id)?.hubs ?? [];
    const place = hubs[randomInt(random, 0, hubs.length - 1)];
    if (!place) continue;
    const without = `/api/hotel/quote?room_type_id=${room}&${params}`;
    const withTransfer = `${without}&transfer_in_car=${offer.car_id}&transfer_in_place=${place.id}`;
    if (!(await tryData(base, without)) || !(await tryData(base, withTransfer))) continue;
    pairs.quote.push(without);
    pairs['quote-transfer'].push(withTransfer);
  }
  if (pairs.quote.length < count) throw new Error(`${BENCH}: only ${pairs.quote.length} stays could be quoted`);
  return pairs;
}

/** `count` URLs of each kind (the quotes built from live answers, so they hold for this database). */
export async function carUrls(api, base, seed, count, kinds) {
  const cities = await carCities(api);
  const ids = await carIds(api);
  const hotel = await busiestHotel(api, cities);
  const random = prng(seed + 1);
  const today = todayIn(ZONE);
  const urls = {
    list: listUrls(seed, count, cities, today),
    detail: Array.from({ length: count }, () => `/api/car/detail?id=${ids[randomInt(random, 0, ids.length - 1)]}`),
    availability: Array.from({ length: count }, () => {
      const from = addDays(today, randomInt(random, 0, 300));
      return `/api/car/availability?id=${ids[randomInt(random, 0, ids.length - 1)]}&from=${from}`;
    }),
    offers: stays(seed + 2, count, true, today).map((params) => `/api/car/offers?hotel_id=${hotel.hotelId}&${params}`),
  };
  if (kinds.includes('quote') || kinds.includes('quote-transfer')) {
    Object.assign(urls, await quotePairs(base, seed + 3, hotel, count));
  }
  return { urls, hotel };
}
