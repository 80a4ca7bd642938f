/** The demo hotels of Hangzhou, one file each, in catalogue order (see `../../catalogue.ts`). */

import type { SeedHotel } from '../types';
import { HOTEL as binjiangGrandHotelHangzhou } from './binjiang-grand-hotel-hangzhou';
import { HOTEL as longjingTeaHillsLodge } from './longjing-tea-hills-lodge';
import { HOTEL as willowBankHotelWestLake } from './willow-bank-hotel-west-lake';
import { HOTEL as wulinGateHotelHangzhou } from './wulin-gate-hotel-hangzhou';

export const HOTELS_HANGZHOU: readonly SeedHotel[] = [
  binjiangGrandHotelHangzhou,
  willowBankHotelWestLake,
  longjingTeaHillsLodge,
  wulinGateHotelHangzhou,
];
