import { describe, expect, it } from 'vitest';
import * as booking from './index';

describe('the booking core’s public face', () => {
  it('offers every module’s functions', () => {
    for (const name of [
      'perRoom',
      'fits',
      'checkParty',
      'checkStay',
      'nightsOf',
      'hotelToday',
      'defaultStay',
      'mulBp',
      'unitsToMinor',
      'minorToUnits',
      'checkExtras',
      'priceQuote',
      'cancellationTimeline',
      'refundAt',
      'describeTimeline',
      'calendarDays',
      'checkoutTotals',
      'transition',
      'allowedActions',
    ]) {
      expect(typeof (booking as Record<string, unknown>)[name], name).toBe('function');
    }
    expect(booking.ORDER_STATUSES).toContain('pending');
    expect(booking.TIMELINE_TEXT_KEYS.freeUntil).toBe('Free cancellation until {time} (hotel time)');
  });
});
