/** The demo hotels of Shanghai, one file each, in catalogue order (see `../../catalogue.ts`). */

import type { SeedHotel } from '../types';
import { HOTEL as hongqiaoTransitHotelShanghai } from './hongqiao-transit-hotel-shanghai';
import { HOTEL as jiansuInnPeoplesSquare } from './jiansu-inn-peoples-square';
import { HOTEL as theRiversideBundHotelShanghai } from './the-riverside-bund-hotel-shanghai';
import { HOTEL as wutongLaneHotelXintiandi } from './wutong-lane-hotel-xintiandi';
import { HOTEL as yaSheHotelJingan } from './ya-she-hotel-jingan';
import { HOTEL as yunjinGrandHotelLujiazui } from './yunjin-grand-hotel-lujiazui';

export const HOTELS_SHANGHAI: readonly SeedHotel[] = [
  theRiversideBundHotelShanghai,
  yaSheHotelJingan,
  yunjinGrandHotelLujiazui,
  wutongLaneHotelXintiandi,
  hongqiaoTransitHotelShanghai,
  jiansuInnPeoplesSquare,
];
