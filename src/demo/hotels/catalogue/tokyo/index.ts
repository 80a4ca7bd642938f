/** The demo hotels of Tokyo (see `../../catalogue.ts`). */
import type { SeedHotel } from '../types';
import { HOTEL as hanatsukiHotelGinza } from './hanatsuki-hotel-ginza';
import { HOTEL as kasumiHotelShinjuku } from './kasumi-hotel-shinjuku';
import { HOTEL as sumidaInnAsakusa } from './sumida-inn-asakusa';

/** One file each, in this order. */
export const HOTELS_TOKYO: readonly SeedHotel[] = [kasumiHotelShinjuku, sumidaInnAsakusa, hanatsukiHotelGinza];
