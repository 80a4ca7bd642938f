/**
 * The demo member's bookings, as the seed builds them (`seed.ts`): its own, one in every status, then its team's
 * (`subaccount/seed.ts`), on its wallet.
 */

export const DAY = 86_400;
export const HOUR = 3_600;

export interface DemoOrder {
  /** Hotel and room type by their English name and code. */
  hotel: string;
  roomType: string;
  /** Check-in in days from the seed day (negative: past). */
  checkinIn: number;
  nights: number;
  /** When it was booked, seconds before the seed. */
  bookedAgo: number;
  guests: string[];
  channel: '' | 'balance' | 'sandbox';
  steps: ('pay' | 'confirm' | 'check_in' | 'complete' | 'settle' | 'request_invoice' | 'issue_invoice')[];
  end?: 'cancelled' | 'expired';
  /** Refund share of a cancellation (basis points). */
  refundBp?: number;
  requests?: string;
  /** A sub-account of the demo team (its user name) that booked it on the demo member's wallet; absent: the member. */
  bookedBy?: string;
}

export const DEMO_ORDERS: DemoOrder[] = [
  {
    hotel: 'Binjiang Grand Hotel Hangzhou',
    roomType: 'deluxe-king',
    checkinIn: -7,
    nights: 1,
    bookedAgo: 190 * HOUR,
    guests: ['演示会员'],
    channel: 'balance',
    steps: ['pay', 'confirm', 'check_in', 'complete', 'settle', 'request_invoice', 'issue_invoice'],
    requests: '高楼层，远离电梯。',
  },
  {
    hotel: 'The Riverside Bund Hotel Shanghai',
    roomType: '',
    checkinIn: 14,
    nights: 2,
    bookedAgo: 2 * HOUR,
    guests: ['演示会员', 'Anna Schmidt'],
    channel: '',
    steps: [],
  },
  {
    hotel: '',
    roomType: '',
    checkinIn: 21,
    nights: 3,
    bookedAgo: 26 * HOUR,
    guests: ['演示会员', '李华'],
    channel: 'sandbox',
    steps: ['pay'],
  },
  {
    hotel: 'Willow Bank Hotel West Lake',
    roomType: '',
    checkinIn: 6,
    nights: 2,
    bookedAgo: 5 * DAY,
    guests: ['演示会员', '李华'],
    channel: 'sandbox',
    steps: ['pay', 'confirm'],
    requests: 'We arrive late, around 22:00.',
  },
  {
    hotel: '',
    roomType: '',
    checkinIn: -1,
    nights: 3,
    bookedAgo: 9 * DAY,
    guests: ['演示会员'],
    channel: 'sandbox',
    steps: ['pay', 'confirm', 'check_in'],
  },
  {
    hotel: '',
    roomType: '',
    checkinIn: 40,
    nights: 4,
    bookedAgo: 6 * DAY,
    guests: ['演示会员', '李华'],
    channel: 'sandbox',
    steps: ['pay'],
    end: 'cancelled',
    refundBp: 10_000,
  },
  {
    hotel: '',
    roomType: '',
    checkinIn: 30,
    nights: 1,
    bookedAgo: 3 * DAY,
    guests: ['演示会员'],
    channel: '',
    steps: [],
    end: 'expired',
  },
  // The demo team's: 张伟's business trip paid from the company balance and his next one still to pay, 李娜's booking
  // waiting for the main account to pay (she may not), and a stay 王芳 booked before she left.
  {
    hotel: 'Huating Hotel Guomao Beijing',
    roomType: 'superior-king',
    checkinIn: 16,
    nights: 2,
    bookedAgo: 30 * HOUR,
    guests: ['张伟'],
    channel: 'balance',
    steps: ['pay'],
    requests: '需要开具公司抬头发票。',
    bookedBy: 'demo_zhangwei',
  },
  {
    hotel: 'Pazhou Expo Hotel Guangzhou',
    roomType: 'standard-queen',
    checkinIn: 24,
    nights: 3,
    bookedAgo: HOUR,
    guests: ['张伟'],
    channel: '',
    steps: [],
    bookedBy: 'demo_zhangwei',
  },
  {
    hotel: 'Hongqiao Transit Hotel Shanghai',
    roomType: 'standard-twin',
    checkinIn: 19,
    nights: 1,
    bookedAgo: 5 * HOUR,
    guests: ['李娜', '赵敏'],
    channel: '',
    steps: [],
    bookedBy: 'demo_lina',
  },
  {
    hotel: 'Willow Bank Hotel West Lake',
    roomType: '',
    checkinIn: -12,
    nights: 2,
    bookedAgo: 20 * DAY,
    guests: ['王芳'],
    channel: 'sandbox',
    steps: ['pay', 'confirm', 'check_in', 'complete'],
    bookedBy: 'demo_wangfang',
  },
];
