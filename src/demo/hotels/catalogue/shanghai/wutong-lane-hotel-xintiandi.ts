/** Wutong Lane Hotel Xintiandi (Shanghai, see `../../catalogue.ts`). */
import { ID_CN, NO_SMOKING } from '../houseRules';
import type { SeedHotel } from '../types';

export const HOTEL: SeedHotel = {
  city: 'shanghai',
  star: 4,
  rating: 4.7,
  reviews: 964,
  popularity: 173,
  lat: 31.2194,
  lng: 121.4746,
  name: { 'zh-cn': '上海新天地梧桐里酒店', en: 'Wutong Lane Hotel Xintiandi' },
  area: { 'zh-cn': '新天地', en: 'Xintiandi' },
  address: { 'zh-cn': '上海市黄浦区马当路156号', en: '156 Madang Road, Huangpu District, Shanghai' },
  description: [
    {
      'zh-cn':
        '由三栋相连的石库门老房子改造，天井和木楼梯都还在。新天地的餐厅酒吧就在隔壁，去田子坊也只要步行十几分钟。',
      en: 'Three joined shikumen houses make up this small hotel, with the original courtyards and timber staircases left in place. The restaurants and bars of Xintiandi are next door, and the alleys of Tianzifang are a fifteen-minute walk away.',
    },
    {
      'zh-cn': '只有四十间客房，每间格局都不一样，有的带小阳台。早餐在天井里吃，欢迎带狗狗入住，前台备有狗碗和零食。',
      en: 'There are only forty rooms and no two are quite alike; some have a small balcony over the lane. Breakfast is served in the courtyard when the weather allows, and dogs are welcome, with bowls and treats kept at reception.',
    },
  ],
  policies: [
    ID_CN,
    {
      'zh-cn': '可携带一只10公斤以下的宠物，每晚清洁费100元，需提前告知。',
      en: 'One pet under 10 kg is welcome for a cleaning fee of 100 yuan a night; please tell us in advance.',
    },
    NO_SMOKING,
    {
      'zh-cn': '部分房型为老式木楼梯上楼，无电梯，行动不便的宾客请预订一楼房间。',
      en: 'Some rooms are up old wooden stairs with no lift; guests with limited mobility should book a ground-floor room.',
    },
  ],
  facilities: ['wifi', 'restaurant', 'bar', 'pets', 'laundry', 'non_smoking'],
  roomTypes: [
    {
      code: 'courtyard-queen',
      name: { 'zh-cn': '天井大床房', en: 'Courtyard Double' },
      description: {
        'zh-cn': '一楼房间，推门就是天井。',
        en: 'A ground-floor room opening straight onto the courtyard.',
      },
      bed: 'queen',
      beds: 1,
      meal: 'breakfast',
      sizeM2: 24,
      maxAdults: 2,
      maxChildren: 0,
      extraBed: 0,
      breakfast: 0,
      policy: 'free_1d_18_half',
      basePrice: 759,
    },
    {
      code: 'courtyard-queen-nr',
      name: { 'zh-cn': '天井大床房（不可退）', en: 'Courtyard Double – non-refundable' },
      description: {
        'zh-cn': '天井大床房的不可退款价格，含早餐。',
        en: 'The Courtyard Double at a non-refundable price, breakfast included.',
      },
      bed: 'queen',
      beds: 1,
      meal: 'breakfast',
      sizeM2: 24,
      maxAdults: 2,
      maxChildren: 0,
      extraBed: 0,
      breakfast: 0,
      policy: 'non_refundable',
      basePrice: 689,
    },
    {
      code: 'balcony-king',
      name: { 'zh-cn': '阳台大床房', en: 'Balcony King' },
      description: {
        'zh-cn': '二楼，带一个能放两把椅子的小阳台。',
        en: 'On the first floor, with a balcony just big enough for two chairs.',
      },
      bed: 'king',
      beds: 1,
      meal: 'breakfast',
      sizeM2: 30,
      maxAdults: 2,
      maxChildren: 1,
      extraBed: 200,
      breakfast: 0,
      policy: 'free_1d_18',
      basePrice: 899,
    },
    {
      code: 'loft-family',
      name: { 'zh-cn': '阁楼家庭房', en: 'Loft Family Room' },
      description: {
        'zh-cn': '楼下一张大床，阁楼上两张单人床，孩子们很喜欢。',
        en: 'A king bed downstairs and two single beds in the loft, which children love.',
      },
      bed: 'king',
      beds: 1,
      meal: 'breakfast',
      sizeM2: 40,
      maxAdults: 2,
      maxChildren: 2,
      extraBed: 0,
      breakfast: 0,
      policy: 'free_1d_18',
      basePrice: 999,
    },
  ],
};
