import { describe, expect, it } from 'vitest';
import type { HotelCard } from '~/contract/hotel';
import { resources } from '~/i18n';
import type { Lang } from '~/lib/i18n/locale';
import { createI18n, fixedT } from '~/lib/i18n/translator';
import { type CardFormat, distanceText, resultCard, resultCards } from './resultCards';

const i18n = createI18n(resources);
const format = (lang: Lang, extra: Partial<CardFormat> = {}): CardFormat => ({
  lang,
  currency: 'CNY',
  t: fixedT(i18n, lang, 'hotel'),
  cdnUrl: '',
  nights: 2,
  detailQuery: 'checkin=2026-12-18&checkout=2026-12-20',
  timeZoneOf: () => 'Asia/Shanghai',
  ...extra,
});

const card: HotelCard = {
  id: 7,
  name: 'The Riverside Bund Hotel Shanghai',
  star: 5,
  rating: 4.6,
  review_count: 1284,
  area: 'The Bund',
  city: { id: 1, code: 'shanghai', name: 'Shanghai' },
  distance_m: 2350,
  photo: {
    url: '/storage/hotel/a-960.webp',
    width: 960,
    height: 720,
    alt: 'The Riverside Bund Hotel Shanghai – lobby',
    sources: [
      { w: 1600, url: '/storage/hotel/a-1600.webp' },
      { w: 480, url: '/storage/hotel/a-480.webp' },
      { w: 960, url: '/storage/hotel/a-960.webp' },
    ],
  },
  facilities: [
    { code: 'wifi', name: 'Free Wi-Fi' },
    { code: 'pool', name: 'Pool' },
  ],
  offer: {
    room_type_id: 3,
    room_type: 'Superior King',
    meal_type: 'breakfast',
    meal_type_text: 'Breakfast included',
    price_per_night: 45_800,
    stay_total: 103_200,
    // 2026-12-18 10:00 UTC = 18:00 in Shanghai
    free_cancel_until: Date.UTC(2026, 11, 18, 10, 0) / 1000,
    rooms_left: 2,
  },
  sold_out: false,
};

describe('result cards', () => {
  it('formats an available hotel in English', () => {
    const view = resultCard(card, 0, format('en'));
    expect(view).toMatchObject({
      id: 7,
      href: '/hotel/detail/7?checkin=2026-12-18&checkout=2026-12-20',
      starLabel: '5-star hotel',
      rating: '4.6',
      reviews: '1,284 reviews',
      place: 'The Bund · Shanghai',
      distance: '2.4 km from the city centre',
      facilities: ['Free Wi-Fi', 'Pool'],
      soldOut: false,
      price: {
        perNight: '¥458.00',
        total: '¥1,032.00',
        totalLabel: 'total for 2 nights, taxes and fees included',
        roomType: 'Superior King',
        meal: 'Breakfast included',
        freeCancel: 'Free cancellation until Dec 18, 18:00 (hotel time)',
        roomsLeft: 'Only 2 rooms left',
      },
    });
  });

  it('formats the same hotel in Chinese', () => {
    const view = resultCard(card, 0, format('zh-cn', { nights: 1 }));
    expect(view.starLabel).toBe('5 星级酒店');
    expect(view.reviews).toBe('1,284 条点评');
    expect(view.distance).toBe('距市中心 2.4 公里');
    expect(view.price?.perNight).toBe('¥458.00');
    expect(view.price?.totalLabel).toBe('1 晚总价（含税费）');
    expect(view.price?.freeCancel).toBe('12月18日 18:00（酒店当地时间）前免费取消');
    expect(view.price?.roomsLeft).toBe('仅剩 2 间');
  });

  it('gives a sized, responsive photo: eager in the first row, lazy below', () => {
    const [first, , third] = resultCards([card, card, card], format('en'));
    expect(first?.image).toEqual({
      src: '/storage/hotel/a-960.webp',
      srcset: '/storage/hotel/a-480.webp 480w, /storage/hotel/a-960.webp 960w, /storage/hotel/a-1600.webp 1600w',
      sizes: expect.stringContaining('100vw'),
      width: 960,
      height: 720,
      alt: 'The Riverside Bund Hotel Shanghai – lobby',
      loading: 'eager',
    });
    expect(third?.image?.loading).toBe('lazy');
    expect(resultCard(card, 0, format('en', { cdnUrl: 'https://cdn.example' })).image?.src).toBe(
      'https://cdn.example/storage/hotel/a-960.webp',
    );
  });

  it('shows a sold-out hotel without a price, and one without reviews or photo', () => {
    const view = resultCard({ ...card, offer: null, sold_out: true, review_count: 0, photo: null }, 0, format('en'));
    expect(view).toMatchObject({
      soldOut: true,
      price: undefined,
      rating: undefined,
      reviews: undefined,
      image: undefined,
    });
  });

  it('leaves out deadlines and stock that the offer does not have', () => {
    const offer = { ...card.offer, free_cancel_until: null, rooms_left: null } as HotelCard['offer'];
    const view = resultCard({ ...card, offer }, 0, format('en', { detailQuery: '' }));
    expect(view.href).toBe('/hotel/detail/7');
    expect(view.price).toMatchObject({ freeCancel: undefined, roomsLeft: undefined });
  });

  it('writes short distances in metres', () => {
    expect(distanceText(420, 'en', fixedT(i18n, 'en', 'hotel'))).toBe('420 m from the city centre');
    expect(distanceText(1000, 'zh-cn', fixedT(i18n, 'zh-cn', 'hotel'))).toBe('距市中心 1 公里');
  });
});
