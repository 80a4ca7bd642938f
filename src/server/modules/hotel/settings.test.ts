import { describe, expect, it } from 'vitest';
import { DEFAULT_HOTEL_SETTINGS, settingsFrom } from './settings';

describe('hotel settings', () => {
  it('defaults when rows are missing or malformed, and keeps values within bounds', () => {
    expect(settingsFrom(new Map())).toEqual({
      orderExpireMinutes: 30,
      bookingHorizonDays: 365,
      maxNights: 30,
      maxRooms: 8,
      maxPendingOrders: 5,
    });
    expect(
      settingsFrom(
        new Map([
          ['hotel_order_expire_minutes', ' 15 '],
          ['hotel_max_nights', '0'],
          ['hotel_max_rooms', '8.5'],
          ['hotel_booking_horizon_days', '99999'],
        ]),
      ),
    ).toEqual({ ...DEFAULT_HOTEL_SETTINGS, orderExpireMinutes: 15 });
  });
});
