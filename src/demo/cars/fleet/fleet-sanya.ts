/** The demo cars of Sanya (see `./fleet.ts`). */

import { WITH_DRIVER } from './fleetIncluded';
import type { SeedCar } from './types';

export const CARS_SANYA: SeedCar[] = [
  {
    code: 'syx-han-ev',
    city: 'sanya',
    category: 'comfort',
    seats: 4,
    doors: 4,
    luggage: 3,
    transmission: 'automatic',
    energy: 'electric',
    rangeKm: 600,
    modelYear: 2024,
    withDriver: false,
    pricePerDay: 460,
    pricePerTransfer: 240,
    deposit: 5000,
    mileageKmPerDay: 0,
    included: ['insurance_full', 'unlimited_mileage', 'charging', 'child_seat'],
    minDriverAge: 23,
    licenceYears: 2,
    fleet: 3,
    cabin: 'standard',
    name: { 'zh-cn': '比亚迪汉 EV 或同级', en: 'BYD Han EV or similar' },
    summary: {
      'zh-cn': '长续航纯电轿车，沿海环岛一路安静。',
      en: 'A long-range electric saloon for a quiet drive along the coast.',
    },
    description: {
      'zh-cn':
        '汉 EV 续航约 600 公里，从亚龙湾到海棠湾、再到蜈支洲岛码头，一天往返绰绰有余。\n\n座椅带通风功能，海南的午后也清爽舒适。',
      en: 'With about 600 km of range the Han EV covers Yalong Bay, Haitang Bay and the Wuzhizhou ferry pier in a day with plenty to spare.\n\nVentilated seats keep a Hainan afternoon cool.',
    },
  },
  {
    code: 'syx-tiguan',
    city: 'sanya',
    category: 'suv',
    seats: 4,
    doors: 5,
    luggage: 4,
    transmission: 'automatic',
    energy: 'petrol',
    modelYear: 2023,
    withDriver: false,
    pricePerDay: 420,
    pricePerTransfer: 260,
    deposit: 5000,
    mileageKmPerDay: 0,
    included: ['insurance_basic', 'unlimited_mileage', 'child_seat'],
    fleet: 3,
    cabin: 'standard',
    name: { 'zh-cn': '大众途观 L 或同级', en: 'Volkswagen Tiguan L or similar' },
    summary: {
      'zh-cn': '空间宽敞的 SUV，装得下潜水和冲浪装备。',
      en: 'A roomy SUV with space for diving and surfing gear.',
    },
    description: {
      'zh-cn':
        '途观 L 后备厢方正，放得下四只行李箱或一家人的浮潜装备，去后海冲浪也方便。\n\n含基础保险，不限里程，可预约儿童座椅。',
      en: 'The Tiguan L has a square boot for four suitcases or a family’s snorkelling kit, and is handy for surfing at Houhai.\n\nBasic insurance and unlimited mileage are included; a child seat can be booked.',
    },
  },
  {
    code: 'syx-hiace',
    city: 'sanya',
    category: 'van',
    seats: 10,
    doors: 4,
    luggage: 8,
    transmission: 'automatic',
    energy: 'petrol',
    modelYear: 2022,
    withDriver: true,
    pricePerDay: 1600,
    pricePerTransfer: 520,
    deposit: 0,
    mileageKmPerDay: 100,
    included: [...WITH_DRIVER, 'child_seat'],
    fleet: 2,
    cabin: 'van',
    name: { 'zh-cn': '丰田海狮 或同级', en: 'Toyota HiAce or similar' },
    summary: {
      'zh-cn': '十座中巴，大家庭或团队出游一车到位。',
      en: 'A ten-seat minibus: a big family or a group travels together.',
    },
    description: {
      'zh-cn':
        '海狮车内高度充足，上下车不必弯腰，八只大号行李箱也放得下，接机一次接齐全家。\n\n配专职司机，熟悉三亚各大景区和酒店的上下客点。',
      en: 'The HiAce is tall enough to step in without stooping and takes eight large suitcases, so one airport pick-up brings the whole family.\n\nIt comes with a professional driver who knows the drop-off points of Sanya’s sights and hotels.',
    },
  },
];
