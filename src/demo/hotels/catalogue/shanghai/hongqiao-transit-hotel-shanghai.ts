/** Hongqiao Transit Hotel Shanghai (Shanghai, see `../../catalogue.ts`). */
import { ID_CN, NO_PETS } from '../houseRules';
import type { SeedHotel } from '../types';

export const HOTEL: SeedHotel = {
  city: 'shanghai',
  star: 3,
  rating: 4.3,
  reviews: 1876,
  popularity: 245,
  lat: 31.1975,
  lng: 121.3521,
  name: { 'zh-cn': '上海虹桥枢纽商旅酒店', en: 'Hongqiao Transit Hotel Shanghai' },
  area: { 'zh-cn': '虹桥机场', en: 'Hongqiao Airport' },
  address: { 'zh-cn': '上海市长宁区虹桥路2388号', en: '2388 Hongqiao Road, Changning District, Shanghai' },
  description: [
    {
      'zh-cn':
        '离虹桥机场1号航站楼约两公里，赶早班机或深夜落地都方便。周边有便利店和几家面馆，去市区坐地铁10号线即可。',
      en: 'About two kilometres from Terminal 1 at Hongqiao Airport, this is an easy stop before an early flight or after a late landing. There are convenience stores and noodle shops nearby, and metro line 10 runs into town.',
    },
    {
      'zh-cn': '客房简洁干净，窗户做了双层隔音。早上六点起有免费班车往返机场和虹桥火车站，餐厅提供中西式自助早餐。',
      en: 'Rooms are plain and clean, with double glazing against the aircraft noise. A free shuttle runs to the airport and Hongqiao railway station every half hour from 6am, and the restaurant serves a Chinese and Western breakfast buffet.',
    },
  ],
  policies: [
    ID_CN,
    NO_PETS,
    {
      'zh-cn': '设有吸烟楼层，其余楼层禁烟。',
      en: 'One floor is set aside for smokers; all other floors are non-smoking.',
    },
    {
      'zh-cn': '入住需交押金200元，可用现金或移动支付。',
      en: 'A deposit of 200 yuan is payable at check-in in cash or by mobile payment.',
    },
  ],
  facilities: ['wifi', 'parking', 'restaurant', 'airport_shuttle', 'laundry', 'meeting_rooms'],
  checkOut: '13:00',
  roomTypes: [
    {
      code: 'standard-queen',
      name: { 'zh-cn': '商务大床房', en: 'Business Double' },
      description: {
        'zh-cn': '一张1.8米床，配书桌和充足的插座。',
        en: 'A 1.8-metre bed, a desk and plenty of sockets.',
      },
      bed: 'queen',
      beds: 1,
      meal: 'none',
      sizeM2: 22,
      maxAdults: 2,
      maxChildren: 1,
      extraBed: 0,
      breakfast: 48,
      policy: 'free_1d_18',
      basePrice: 399,
    },
    {
      code: 'standard-queen-nr',
      name: { 'zh-cn': '商务大床房（不可退）', en: 'Business Double – non-refundable' },
      description: {
        'zh-cn': '商务大床房的预付特价，订后不可取消。',
        en: 'A prepaid price for the Business Double; no cancellation.',
      },
      bed: 'queen',
      beds: 1,
      meal: 'none',
      sizeM2: 22,
      maxAdults: 2,
      maxChildren: 1,
      extraBed: 0,
      breakfast: 48,
      policy: 'non_refundable',
      basePrice: 359,
    },
    {
      code: 'standard-twin',
      name: { 'zh-cn': '商务双床房', en: 'Business Twin' },
      description: {
        'zh-cn': '两张1.2米单人床，适合同事出差合住。',
        en: 'Two 1.2-metre single beds, handy for colleagues travelling together.',
      },
      bed: 'twin',
      beds: 2,
      meal: 'breakfast',
      sizeM2: 24,
      maxAdults: 2,
      maxChildren: 0,
      extraBed: 0,
      breakfast: 0,
      policy: 'free_1d_18',
      basePrice: 449,
    },
  ],
};
