/** The demo hotels of Sanya (see `../../catalogue.ts`). */
import type { SeedHotel } from '../types';
import { HOTEL as haiyueHotelSanyaBay } from './haiyue-hotel-sanya-bay';
import { HOTEL as langhuaHotelDadonghai } from './langhua-hotel-dadonghai';
import { HOTEL as palmGroveResortYalongBay } from './palm-grove-resort-yalong-bay';

/** One file each, in this order. */
export const HOTELS_SANYA: readonly SeedHotel[] = [
  palmGroveResortYalongBay,
  haiyueHotelSanyaBay,
  langhuaHotelDadonghai,
];
