/** The demo cars of Beijing (see `./fleet.ts`). */

import { SELF_DRIVE_ECONOMY, WITH_DRIVER } from './fleetIncluded';
import type { SeedCar } from './types';

export const CARS_BEIJING: SeedCar[] = [
  {
    code: 'pek-qin-ev',
    city: 'beijing',
    category: 'economy',
    seats: 4,
    doors: 4,
    luggage: 2,
    transmission: 'automatic',
    energy: 'electric',
    rangeKm: 420,
    modelYear: 2024,
    withDriver: false,
    pricePerDay: 280,
    pricePerTransfer: 200,
    deposit: 3000,
    mileageKmPerDay: 0,
    included: [...SELF_DRIVE_ECONOMY, 'charging'],
    fleet: 5,
    cabin: 'standard',
    name: { 'zh-cn': '比亚迪秦 PLUS EV 或同级', en: 'BYD Qin PLUS EV or similar' },
    summary: {
      'zh-cn': '纯电轿车，新能源绿牌不受尾号限行。',
      en: 'An electric saloon with green plates: no odd-even driving restrictions.',
    },
    description: {
      'zh-cn':
        '北京工作日按尾号限行，新能源车不受限制，去哪儿都方便。续航约 420 公里，市内用一天绰绰有余。\n\n酒店停车场设有充电桩，租期内充电费用已含在价格中。',
      en: 'Beijing restricts cars by plate number on weekdays; electric cars are exempt, so you can drive any day. About 420 km of range is more than a day in town needs.\n\nThe hotel car park has chargers, and charging during the hire is included.',
    },
  },
  {
    code: 'pek-a6l',
    city: 'beijing',
    category: 'business',
    seats: 3,
    doors: 4,
    luggage: 2,
    transmission: 'automatic',
    energy: 'petrol',
    modelYear: 2024,
    withDriver: true,
    pricePerDay: 1180,
    pricePerTransfer: 450,
    deposit: 0,
    mileageKmPerDay: 100,
    included: [...WITH_DRIVER],
    fleet: 3,
    cabin: 'business',
    name: { 'zh-cn': '奥迪 A6L 或同级', en: 'Audi A6L or similar' },
    summary: {
      'zh-cn': '稳重大气的行政轿车，配专职司机。',
      en: 'A dignified executive saloon with a professional driver.',
    },
    description: {
      'zh-cn':
        'A6L 是北京政商接待的常用车型，后排宽敞，隔音出色。\n\n司机熟悉长安街沿线、国贸和金融街的上下客点，会议、拜访衔接从容。',
      en: 'The A6L is Beijing’s classic car for official and business visits: a spacious back seat and a quiet cabin.\n\nDrivers know the drop-off points along Chang’an Avenue, in Guomao and Financial Street, so meetings follow one another without a rush.',
    },
  },
  {
    code: 'pek-rav4',
    city: 'beijing',
    category: 'suv',
    seats: 4,
    doors: 5,
    luggage: 4,
    transmission: 'automatic',
    energy: 'hybrid',
    modelYear: 2023,
    withDriver: false,
    pricePerDay: 460,
    pricePerTransfer: 280,
    deposit: 5000,
    mileageKmPerDay: 0,
    included: ['insurance_full', 'unlimited_mileage', 'child_seat'],
    minDriverAge: 23,
    licenceYears: 2,
    fleet: 3,
    cabin: 'standard',
    name: { 'zh-cn': '丰田 RAV4 荣放双擎 或同级', en: 'Toyota RAV4 Hybrid or similar' },
    summary: {
      'zh-cn': '四驱混动 SUV，去长城、郊区都从容。',
      en: 'A four-wheel-drive hybrid SUV, at home on the road to the Great Wall.',
    },
    description: {
      'zh-cn':
        '去慕田峪、古北水镇或怀柔山里，RAV4 的底盘和四驱更让人安心；混动系统在市区也很省油。\n\n后备厢可放四只行李箱，后排放倒后还能装下自行车。',
      en: 'For Mutianyu, Gubei Water Town or the hills of Huairou, the RAV4’s ground clearance and four-wheel drive bring peace of mind, and the hybrid stays frugal in town.\n\nThe boot takes four suitcases, and with the rear seats folded a bicycle fits too.',
    },
  },
];
