/** Ya She Hotel Jing'an (Shanghai, see `../../catalogue.ts`). */
import { ID_CN, NO_PETS, NO_SMOKING } from '../houseRules';
import type { SeedHotel } from '../types';

export const HOTEL: SeedHotel = {
  city: 'shanghai',
  star: 4,
  rating: 4.6,
  reviews: 1327,
  popularity: 214,
  lat: 31.2271,
  lng: 121.4503,
  name: { 'zh-cn': '上海静安雅舍酒店', en: "Ya She Hotel Jing'an" },
  area: { 'zh-cn': '静安', en: "Jing'an" },
  address: {
    'zh-cn': '上海市静安区南京西路1515弄8号',
    en: "8, Lane 1515 West Nanjing Road, Jing'an District, Shanghai",
  },
  description: [
    {
      'zh-cn': '藏在南京西路一条老弄堂里，闹中取静。出门就是静安寺和几家大商场，地铁2号线、7号线步行三分钟就能到。',
      en: "Tucked down a lane off West Nanjing Road, the hotel is a quiet base in the middle of Jing'an. The temple and the big shopping malls are on the doorstep, and metro lines 2 and 7 are three minutes away.",
    },
    {
      'zh-cn': '客房以木色和棉麻为主，床品舒适，隔音不错。一楼咖啡馆兼做早餐厅，另有小型健身房和自助洗衣房。',
      en: 'Rooms are done in pale wood and linen, with good beds and decent soundproofing, even on the lane side. The ground-floor café doubles as the breakfast room, and there is a small gym and a self-service laundry.',
    },
  ],
  policies: [
    ID_CN,
    NO_PETS,
    NO_SMOKING,
    {
      'zh-cn': '6岁以下儿童与父母同住免费，不提供加床。',
      en: 'Children under 6 stay free with their parents; extra beds are not available.',
    },
  ],
  facilities: ['wifi', 'gym', 'restaurant', 'laundry', 'non_smoking'],
  roomTypes: [
    {
      code: 'superior-queen',
      name: { 'zh-cn': '高级大床房', en: 'Superior Double' },
      description: {
        'zh-cn': '一张1.8米大床，窗外是弄堂里的梧桐。',
        en: 'A 1.8-metre double bed and a window onto the plane trees in the lane.',
      },
      bed: 'queen',
      beds: 1,
      meal: 'none',
      sizeM2: 26,
      maxAdults: 2,
      maxChildren: 1,
      extraBed: 0,
      breakfast: 78,
      policy: 'free_1d_18_half',
      basePrice: 699,
    },
    {
      code: 'superior-queen-nr',
      name: { 'zh-cn': '高级大床房（不可退）', en: 'Superior Double – non-refundable' },
      description: {
        'zh-cn': '同高级大床房，价格更低，预订后不退不改。',
        en: 'The Superior Double at a lower price; no changes or refunds once booked.',
      },
      bed: 'queen',
      beds: 1,
      meal: 'none',
      sizeM2: 26,
      maxAdults: 2,
      maxChildren: 1,
      extraBed: 0,
      breakfast: 78,
      policy: 'non_refundable',
      basePrice: 629,
    },
    {
      code: 'deluxe-twin',
      name: { 'zh-cn': '豪华双床房', en: 'Deluxe Twin' },
      description: {
        'zh-cn': '两张1.35米单人床，带小书桌，含早餐。',
        en: 'Two 1.35-metre beds and a writing desk; breakfast included.',
      },
      bed: 'twin',
      beds: 2,
      meal: 'breakfast',
      sizeM2: 30,
      maxAdults: 2,
      maxChildren: 1,
      extraBed: 0,
      breakfast: 0,
      policy: 'free_1d_18',
      basePrice: 829,
    },
  ],
};
