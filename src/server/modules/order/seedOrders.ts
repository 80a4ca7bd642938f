/** The demo member's bookings: one in every status, as the seed builds them (`seed.ts`). */

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
];
