/** Longjing Tea Hills Lodge (Hangzhou, see `../../catalogue.ts`). */
import { ID_CN, NO_SMOKING } from '../houseRules';
import type { SeedHotel } from '../types';

export const HOTEL: SeedHotel = {
  city: 'hangzhou',
  star: 4,
  rating: 4.7,
  reviews: 623,
  popularity: 98,
  lat: 30.2246,
  lng: 120.1238,
  name: { 'zh-cn': '杭州龙井茶园山居', en: 'Longjing Tea Hills Lodge' },
  area: { 'zh-cn': '龙井', en: 'Longjing' },
  address: {
    'zh-cn': '杭州市西湖区龙井路龙井村126号',
    en: '126 Longjing Village, Longjing Road, Xihu District, Hangzhou',
  },
  description: [
    {
      'zh-cn': '藏在龙井村的茶山之间，四周都是茶园和竹林。春天采茶季能看到茶农炒茶，开车下山到西湖只要十五分钟。',
      en: 'The lodge sits among the tea terraces and bamboo of Longjing village, where the famous green tea is grown. In spring you can watch the farmers roast freshly picked leaves by hand, and West Lake is a fifteen-minute drive down the hill.',
    },
    {
      'zh-cn': '客房朝向茶山，部分带私人小院。餐厅用本地食材做农家菜，可带宠物入住，山里有好几条适合遛狗的步道。',
      en: 'Rooms face the hills and some have a small private garden. The restaurant cooks country dishes with produce from the village, pets are welcome, and several easy trails through the tea fields and woods make good dog walks.',
    },
  ],
  policies: [
    ID_CN,
    {
      'zh-cn': '可携带宠物，每晚加收100元，请勿让宠物进入餐厅。',
      en: 'Pets are welcome for 100 yuan a night, but not in the restaurant.',
    },
    NO_SMOKING,
    {
      'zh-cn': '山路较窄，晚上九点后出租车较难叫到。',
      en: 'The road up is narrow, and taxis are hard to find after 9pm.',
    },
  ],
  facilities: ['wifi', 'parking', 'restaurant', 'pets', 'family_rooms', 'non_smoking'],
  roomTypes: [
    {
      code: 'hill-view-king',
      name: { 'zh-cn': '茶山景大床房', en: 'Tea Hill King' },
      description: {
        'zh-cn': '大窗正对茶园，含双早。',
        en: 'A large window onto the tea terraces; breakfast for two included.',
      },
      bed: 'king',
      beds: 1,
      meal: 'breakfast',
      sizeM2: 34,
      maxAdults: 2,
      maxChildren: 1,
      extraBed: 150,
      breakfast: 0,
      policy: 'free_3d',
      basePrice: 799,
    },
    {
      code: 'hill-view-king-nr',
      name: { 'zh-cn': '茶山景大床房（不可退）', en: 'Tea Hill King – non-refundable' },
      description: {
        'zh-cn': '茶山景大床房的不可退款价，含早餐。',
        en: 'The Tea Hill King with breakfast, at a non-refundable price.',
      },
      bed: 'king',
      beds: 1,
      meal: 'breakfast',
      sizeM2: 34,
      maxAdults: 2,
      maxChildren: 1,
      extraBed: 150,
      breakfast: 0,
      policy: 'non_refundable',
      basePrice: 719,
    },
    {
      code: 'garden-family',
      name: { 'zh-cn': '庭院家庭房', en: 'Garden Family Room' },
      description: {
        'zh-cn': '带私人小院，一张大床和一张单人床，适合带孩子或宠物。',
        en: 'A private garden, a king bed and a single bed, good with children or a dog.',
      },
      bed: 'king',
      beds: 1,
      meal: 'breakfast',
      sizeM2: 48,
      maxAdults: 3,
      maxChildren: 2,
      extraBed: 150,
      breakfast: 0,
      policy: 'free_3d',
      basePrice: 999,
    },
  ],
};
