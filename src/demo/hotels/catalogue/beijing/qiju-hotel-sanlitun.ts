/** Qiju Hotel Sanlitun (Beijing, see `../../catalogue.ts`). */
import { ID_CN, NO_SMOKING } from '../houseRules';
import type { SeedHotel } from '../types';

export const HOTEL: SeedHotel = {
  city: 'beijing',
  star: 4,
  rating: 4.6,
  reviews: 1104,
  popularity: 187,
  lat: 39.9331,
  lng: 116.4502,
  name: { 'zh-cn': '北京三里屯栖居酒店', en: 'Qiju Hotel Sanlitun' },
  area: { 'zh-cn': '三里屯', en: 'Sanlitun' },
  address: {
    'zh-cn': '北京市朝阳区工体北路8号院3号楼',
    en: 'Building 3, 8 Gongti North Road, Chaoyang District, Beijing',
  },
  description: [
    {
      'zh-cn': '在三里屯最热闹的一段，楼下是买手店和精酿酒吧，使馆区的林荫路就在背后。喜欢夜生活的人住这里最合适。',
      en: "On the liveliest stretch of Sanlitun, with independent shops and craft beer bars downstairs and the leafy embassy streets just behind. The Workers' Stadium is a short walk away. A good pick if you plan to be out late.",
    },
    {
      'zh-cn': '房间走简约设计路线，配黑胶唱机和蓝牙音箱。屋顶酒吧夏天开到午夜，宠物友好，狗狗可以陪你一起入住。',
      en: 'Rooms are pared back, with a record player, a small vinyl collection and a Bluetooth speaker. The rooftop bar stays open until midnight in summer, and the hotel is pet-friendly, so your dog can come along.',
    },
  ],
  policies: [
    ID_CN,
    {
      'zh-cn': '欢迎携带宠物，每间房限一只，每晚清洁费150元。',
      en: 'Pets are welcome, one per room, with a cleaning fee of 150 yuan a night.',
    },
    NO_SMOKING,
    {
      'zh-cn': '周五、周六晚酒吧有现场音乐，低楼层可能听到声音。',
      en: 'The bar has live music on Friday and Saturday nights, which can be heard on the lower floors.',
    },
  ],
  facilities: ['wifi', 'gym', 'restaurant', 'bar', 'pets', 'non_smoking'],
  roomTypes: [
    {
      code: 'studio-king',
      name: { 'zh-cn': '大床开间', en: 'King Studio' },
      description: { 'zh-cn': '开放式布局，带沙发区。', en: 'An open-plan room with a sofa corner.' },
      bed: 'king',
      beds: 1,
      meal: 'none',
      sizeM2: 30,
      maxAdults: 2,
      maxChildren: 0,
      extraBed: 0,
      breakfast: 88,
      policy: 'free_1d_18_half',
      basePrice: 699,
    },
    {
      code: 'studio-king-nr',
      name: { 'zh-cn': '大床开间（不可退）', en: 'King Studio – non-refundable' },
      description: { 'zh-cn': '大床开间的不可退款价格。', en: 'The King Studio at a non-refundable price.' },
      bed: 'king',
      beds: 1,
      meal: 'none',
      sizeM2: 30,
      maxAdults: 2,
      maxChildren: 0,
      extraBed: 0,
      breakfast: 88,
      policy: 'non_refundable',
      basePrice: 629,
    },
    {
      code: 'terrace-king',
      name: { 'zh-cn': '露台大床房', en: 'Terrace King' },
      description: {
        'zh-cn': '顶层房间，附带私人露台，含早餐。',
        en: 'A top-floor room with its own terrace; breakfast included.',
      },
      bed: 'king',
      beds: 1,
      meal: 'breakfast',
      sizeM2: 42,
      maxAdults: 2,
      maxChildren: 1,
      extraBed: 180,
      breakfast: 0,
      policy: 'free_1d_18',
      basePrice: 899,
    },
  ],
};
