/** The demo hotels of Beijing, one file each, in catalogue order (see `../seed-catalogue.ts`). */
import { HOTEL as huatingHotelGuomaoBeijing } from './beijing/huating-hotel-guomao-beijing';
import { HOTEL as qianmenHutongExpressHotel } from './beijing/qianmen-hutong-express-hotel';
import { HOTEL as qijuHotelSanlitun } from './beijing/qiju-hotel-sanlitun';
import { HOTEL as shichahaiCourtyardInnBeijing } from './beijing/shichahai-courtyard-inn-beijing';
import { HOTEL as ziyuanHotelWangfujing } from './beijing/ziyuan-hotel-wangfujing';
import type { SeedHotel } from './types';

export const HOTELS_BEIJING: readonly SeedHotel[] = [
  ziyuanHotelWangfujing,
  shichahaiCourtyardInnBeijing,
  huatingHotelGuomaoBeijing,
  qijuHotelSanlitun,
  qianmenHutongExpressHotel,
];
