/** The demo hotels of Shanghai, one file each, in catalogue order (see `../seed-catalogue.ts`). */
import { HOTEL as hongqiaoTransitHotelShanghai } from './shanghai/hongqiao-transit-hotel-shanghai';
import { HOTEL as jiansuInnPeoplesSquare } from './shanghai/jiansu-inn-peoples-square';
import { HOTEL as theRiversideBundHotelShanghai } from './shanghai/the-riverside-bund-hotel-shanghai';
import { HOTEL as wutongLaneHotelXintiandi } from './shanghai/wutong-lane-hotel-xintiandi';
import { HOTEL as yaSheHotelJingan } from './shanghai/ya-she-hotel-jingan';
import { HOTEL as yunjinGrandHotelLujiazui } from './shanghai/yunjin-grand-hotel-lujiazui';
import type { SeedHotel } from './types';

export const HOTELS_SHANGHAI: readonly SeedHotel[] = [
  theRiversideBundHotelShanghai,
  yaSheHotelJingan,
  yunjinGrandHotelLujiazui,
  wutongLaneHotelXintiandi,
  hongqiaoTransitHotelShanghai,
  jiansuInnPeoplesSquare,
];
