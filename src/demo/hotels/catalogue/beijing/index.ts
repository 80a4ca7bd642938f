/** The demo hotels of Beijing, one file each, in catalogue order (see `../../catalogue.ts`). */

import type { SeedHotel } from '../types';
import { HOTEL as huatingHotelGuomaoBeijing } from './huating-hotel-guomao-beijing';
import { HOTEL as qianmenHutongExpressHotel } from './qianmen-hutong-express-hotel';
import { HOTEL as qijuHotelSanlitun } from './qiju-hotel-sanlitun';
import { HOTEL as shichahaiCourtyardInnBeijing } from './shichahai-courtyard-inn-beijing';
import { HOTEL as ziyuanHotelWangfujing } from './ziyuan-hotel-wangfujing';

export const HOTELS_BEIJING: readonly SeedHotel[] = [
  ziyuanHotelWangfujing,
  shichahaiCourtyardInnBeijing,
  huatingHotelGuomaoBeijing,
  qijuHotelSanlitun,
  qianmenHutongExpressHotel,
];
