/**
 * The hand-written demo catalogue: eight cities and thirty fictional hotels with their room types, written in both
 * site languages (typed by `catalogue/types.ts`, one file per city in `catalogue/`; the largest cities gather
 * one file per hotel). The hotels, their street addresses and prices are invented; the cities, districts and rough
 * positions are real. The seed turns it into rows (minor units, micro-degrees, dated prices).
 */

import { HOTELS_BEIJING } from './catalogue/beijing';
import { HOTELS_CHENGDU } from './catalogue/chengdu';
import { HOTELS_GUANGZHOU } from './catalogue/guangzhou';
import { HOTELS_HANGZHOU } from './catalogue/hangzhou';
import { HOTELS_SANYA } from './catalogue/sanya';
import { HOTELS_SHANGHAI } from './catalogue/shanghai';
import { HOTELS_TOKYO } from './catalogue/tokyo';
import type { SeedCity, SeedHotel } from './catalogue/types';
import { HOTELS_XIAN } from './catalogue/xian';

export const CATALOGUE_CITIES: readonly SeedCity[] = [
  {
    code: 'shanghai',
    country: 'CN',
    timeZone: 'Asia/Shanghai',
    lat: 31.2304,
    lng: 121.4737,
    name: { 'zh-cn': '上海', en: 'Shanghai' },
    weigh: 100,
  },
  {
    code: 'beijing',
    country: 'CN',
    timeZone: 'Asia/Shanghai',
    lat: 39.9042,
    lng: 116.4074,
    name: { 'zh-cn': '北京', en: 'Beijing' },
    weigh: 95,
  },
  {
    code: 'guangzhou',
    country: 'CN',
    timeZone: 'Asia/Shanghai',
    lat: 23.1291,
    lng: 113.2644,
    name: { 'zh-cn': '广州', en: 'Guangzhou' },
    weigh: 85,
  },
  {
    code: 'chengdu',
    country: 'CN',
    timeZone: 'Asia/Shanghai',
    lat: 30.6598,
    lng: 104.0633,
    name: { 'zh-cn': '成都', en: 'Chengdu' },
    weigh: 80,
  },
  {
    code: 'hangzhou',
    country: 'CN',
    timeZone: 'Asia/Shanghai',
    lat: 30.2741,
    lng: 120.1551,
    name: { 'zh-cn': '杭州', en: 'Hangzhou' },
    weigh: 70,
  },
  {
    code: 'xian',
    country: 'CN',
    timeZone: 'Asia/Shanghai',
    lat: 34.2611,
    lng: 108.9423,
    name: { 'zh-cn': '西安', en: "Xi'an" },
    weigh: 65,
  },
  {
    code: 'sanya',
    country: 'CN',
    timeZone: 'Asia/Shanghai',
    lat: 18.2528,
    lng: 109.5119,
    name: { 'zh-cn': '三亚', en: 'Sanya' },
    weigh: 30,
  },
  {
    code: 'tokyo',
    country: 'JP',
    timeZone: 'Asia/Tokyo',
    lat: 35.6812,
    lng: 139.7671,
    name: { 'zh-cn': '东京', en: 'Tokyo' },
    weigh: 90,
  },
];

/** Every demo hotel, city by city (one file per city in `catalogue/`). */
export const CATALOGUE_HOTELS: readonly SeedHotel[] = [
  ...HOTELS_SHANGHAI,
  ...HOTELS_BEIJING,
  ...HOTELS_HANGZHOU,
  ...HOTELS_CHENGDU,
  ...HOTELS_GUANGZHOU,
  ...HOTELS_XIAN,
  ...HOTELS_SANYA,
  ...HOTELS_TOKYO,
];
