/** The Riverside Bund Hotel Shanghai (Shanghai, see `../../catalogue.ts`). */
import { ID_CN, NO_PETS } from '../houseRules';
import type { SeedHotel } from '../types';

export const HOTEL: SeedHotel = {
  city: 'shanghai',
  star: 5,
  rating: 4.8,
  reviews: 2864,
  popularity: 388,
  lat: 31.2335,
  lng: 121.4915,
  name: { 'zh-cn': '上海外滩江岸酒店', en: 'The Riverside Bund Hotel Shanghai' },
  area: { 'zh-cn': '外滩', en: 'The Bund' },
  address: { 'zh-cn': '上海市黄浦区中山东二路22号', en: '22 Zhongshan East 2nd Road, Huangpu District, Shanghai' },
  description: [
    {
      'zh-cn':
        '酒店由一栋上世纪二十年代的银行大楼改建而成，石砌外立面保留原貌，正对黄浦江。步行五分钟到南京路，夜里推窗就是陆家嘴的灯火。',
      en: 'Set in a 1920s bank building on the southern stretch of the Bund, the hotel keeps its original stone facade and brass-framed windows. Nanjing Road is a five-minute walk, and most rooms look straight across the Huangpu to Lujiazui.',
    },
    {
      'zh-cn':
        '客房层高近四米，配有大理石浴室和独立浴缸。顶楼餐厅供应本帮菜，露台酒吧营业到凌晨一点，礼宾部可代订外滩游船和沪上老馆子。',
      en: 'Rooms have ceilings close to four metres and marble bathrooms with a separate tub. The top-floor restaurant serves Shanghainese cooking, the terrace bar stays open until 1am, and the concierge can book river cruises or a table at an old local favourite.',
    },
  ],
  policies: [
    ID_CN,
    NO_PETS,
    {
      'zh-cn': '12岁以下儿童使用现有床铺免费，加床每晚300元。',
      en: 'Children under 12 stay free in existing beds; an extra bed is 300 yuan a night.',
    },
    {
      'zh-cn': '入住时需预授权押金1000元，退房后原路退还。',
      en: 'A deposit of 1,000 yuan is pre-authorised at check-in and released after check-out.',
    },
  ],
  facilities: ['wifi', 'parking', 'gym', 'spa', 'restaurant', 'bar', 'laundry', 'accessible', 'non_smoking'],
  fees: { serviceFeeBp: 1000, taxBp: 600, cityTax: 0 },
  checkIn: '15:00',
  roomTypes: [
    {
      code: 'superior-king',
      name: { 'zh-cn': '高级大床房', en: 'Superior King' },
      description: {
        'zh-cn': '面向老城区一侧，安静，配一张两米大床。',
        en: 'Faces the old town side, so it is quiet; one 2-metre king bed.',
      },
      bed: 'king',
      beds: 1,
      meal: 'none',
      sizeM2: 42,
      maxAdults: 2,
      maxChildren: 1,
      extraBed: 300,
      breakfast: 168,
      policy: 'free_1d_18_half',
      basePrice: 1680,
    },
    {
      code: 'superior-king-nr',
      name: { 'zh-cn': '高级大床房（不可退）', en: 'Superior King – non-refundable' },
      description: {
        'zh-cn': '与高级大床房相同，预订后不可取消或修改。',
        en: 'The same room as the Superior King, paid in advance and not refundable.',
      },
      bed: 'king',
      beds: 1,
      meal: 'none',
      sizeM2: 42,
      maxAdults: 2,
      maxChildren: 1,
      extraBed: 300,
      breakfast: 168,
      policy: 'non_refundable',
      basePrice: 1510,
    },
    {
      code: 'river-view-king',
      name: { 'zh-cn': '江景豪华大床房', en: 'Deluxe King, River View' },
      description: {
        'zh-cn': '落地窗正对黄浦江，含双人早餐。',
        en: 'Full-height windows onto the Huangpu, with breakfast for two.',
      },
      bed: 'king',
      beds: 1,
      meal: 'breakfast',
      sizeM2: 48,
      maxAdults: 2,
      maxChildren: 1,
      extraBed: 300,
      breakfast: 0,
      policy: 'free_1d_18',
      basePrice: 2280,
    },
    {
      code: 'bund-suite',
      name: { 'zh-cn': '外滩套房', en: 'Bund Suite' },
      description: {
        'zh-cn': '转角套房，客厅与卧室分开，两面临江。含早餐及行政酒廊礼遇。',
        en: 'A corner suite with a separate sitting room and river views on two sides. Breakfast and lounge access included.',
      },
      bed: 'king',
      beds: 1,
      meal: 'breakfast',
      sizeM2: 90,
      maxAdults: 3,
      maxChildren: 1,
      extraBed: 300,
      breakfast: 0,
      policy: 'free_3d',
      basePrice: 2980,
    },
  ],
};
