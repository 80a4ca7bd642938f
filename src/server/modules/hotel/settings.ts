/**
 * Booking settings (config group `hotel`): read per call, so an operator's change applies at once; a missing or
 * malformed row means the default, so no migration is needed to add one.
 */
import { intSettings } from '~/server/db/intSettings';

export interface HotelSettings {
  /** Minutes an unpaid order holds its rooms. */
  orderExpireMinutes: number;
  /** How far ahead a stay may end, in days from today (hotel time). */
  bookingHorizonDays: number;
  maxNights: number;
  maxRooms: number;
  /** Unpaid orders a member may hold at once. */
  maxPendingOrders: number;
}

const SETTINGS = intSettings<HotelSettings>({
  hotel_order_expire_minutes: ['orderExpireMinutes', 30, 1, 1440],
  hotel_booking_horizon_days: ['bookingHorizonDays', 365, 1, 730],
  hotel_max_nights: ['maxNights', 30, 1, 90],
  hotel_max_rooms: ['maxRooms', 8, 1, 20],
  hotel_max_pending_orders: ['maxPendingOrders', 5, 1, 100],
});

export const DEFAULT_HOTEL_SETTINGS = SETTINGS.defaults;
export const settingsFrom = SETTINGS.from;
export const readHotelSettings = SETTINGS.read;
