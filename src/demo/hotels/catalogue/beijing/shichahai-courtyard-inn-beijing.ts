/** Shichahai Courtyard Inn Beijing (Beijing, see `../../catalogue.ts`). */
import { ID_CN, NO_PETS, NO_SMOKING } from '../houseRules';
import type { SeedHotel } from '../types';

export const HOTEL: SeedHotel = {
  city: 'beijing',
  star: 3,
  rating: 4.7,
  reviews: 812,
  popularity: 156,
  lat: 39.9419,
  lng: 116.3898,
  name: { 'zh-cn': '北京什刹海四合院客栈', en: 'Shichahai Courtyard Inn Beijing' },
  area: { 'zh-cn': '什刹海', en: 'Shichahai' },
  address: { 'zh-cn': '北京市西城区鸦儿胡同36号', en: "36 Ya'er Hutong, Xicheng District, Beijing" },
  description: [
    {
      'zh-cn': '一座两进的老四合院，院里有棵枣树和一口鱼缸。出胡同口就是后海，骑车去南锣鼓巷和鼓楼都只要十分钟。',
      en: 'An old two-courtyard house with a jujube tree and a goldfish bowl in the yard. Houhai lake is at the end of the hutong, and Nanluoguxiang and the Drum Tower are ten minutes away by bike.',
    },
    {
      'zh-cn': '十二间客房围着院子，有地暖，冬天也暖和。早餐是豆浆油条和包子，前台可借自行车，也能帮忙安排胡同游。',
      en: 'Twelve rooms face onto the courtyards and have underfloor heating, so they stay warm in winter. Breakfast is soy milk, fried dough sticks and steamed buns; reception lends out bikes and can set up a hutong tour.',
    },
  ],
  policies: [
    ID_CN,
    NO_PETS,
    NO_SMOKING,
    {
      'zh-cn': '胡同内无法停车，建议乘坐公共交通前来。',
      en: 'There is no parking in the hutong, so please come by public transport or taxi.',
    },
    { 'zh-cn': '晚上十点后请保持院内安静。', en: 'Please keep the courtyard quiet after 10pm.' },
  ],
  facilities: ['wifi', 'restaurant', 'family_rooms', 'non_smoking'],
  roomTypes: [
    {
      code: 'courtyard-queen',
      name: { 'zh-cn': '庭院大床房', en: 'Courtyard Double' },
      description: {
        'zh-cn': '正对内院，中式木窗，含早餐。',
        en: 'Faces the inner courtyard through carved wooden windows; breakfast included.',
      },
      bed: 'queen',
      beds: 1,
      meal: 'breakfast',
      sizeM2: 20,
      maxAdults: 2,
      maxChildren: 0,
      extraBed: 0,
      breakfast: 0,
      policy: 'free_3d',
      basePrice: 529,
    },
    {
      code: 'courtyard-queen-nr',
      name: { 'zh-cn': '庭院大床房（不可退）', en: 'Courtyard Double – non-refundable' },
      description: {
        'zh-cn': '庭院大床房不可退款价，含早餐。',
        en: 'The Courtyard Double, breakfast included, at a non-refundable price.',
      },
      bed: 'queen',
      beds: 1,
      meal: 'breakfast',
      sizeM2: 20,
      maxAdults: 2,
      maxChildren: 0,
      extraBed: 0,
      breakfast: 0,
      policy: 'non_refundable',
      basePrice: 476,
    },
    {
      code: 'family-room',
      name: { 'zh-cn': '家庭房', en: 'Family Room' },
      description: {
        'zh-cn': '后院的一间大房，一张大床加一张榻榻米，可再加一张床。',
        en: 'A large room in the rear courtyard with a double bed and a raised platform bed; one extra bed possible.',
      },
      bed: 'queen',
      beds: 1,
      meal: 'breakfast',
      sizeM2: 32,
      maxAdults: 3,
      maxChildren: 2,
      extraBed: 120,
      breakfast: 0,
      policy: 'free_3d',
      basePrice: 589,
    },
  ],
};
