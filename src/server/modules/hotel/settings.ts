/**
 * Booking settings (config group `hotel`): read per call, so an operator's change applies at once; a missing or
 * malformed row means the default, so no migration is needed to add one.
 */
import type { Kysely } from 'kysely';
import type { DB } from '~/server/db/schema';

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

/** Config name → [setting, default, minimum, maximum]. */
const SETTINGS: Record<string, [keyof HotelSettings, number, number, number]> = {
  hotel_order_expire_minutes: ['orderExpireMinutes', 30, 1, 1440],
  hotel_booking_horizon_days: ['bookingHorizonDays', 365, 1, 730],
  hotel_max_nights: ['maxNights', 30, 1, 90],
  hotel_max_rooms: ['maxRooms', 8, 1, 20],
  hotel_max_pending_orders: ['maxPendingOrders', 5, 1, 100],
};

export const HOTEL_SETTING_NAMES = Object.keys(SETTINGS);

export const DEFAULT_HOTEL_SETTINGS = Object.fromEntries(
  Object.values(SETTINGS).map(([key, fallback]) => [key, fallback]),
) as unknown as HotelSettings;

/** The settings from config values by name (pure: tests and the loader share it). */
export function settingsFrom(values: ReadonlyMap<string, string>): HotelSettings {
  const settings = { ...DEFAULT_HOTEL_SETTINGS };
  for (const [name, [key, , min, max]] of Object.entries(SETTINGS)) {
    const raw = values.get(name)?.trim() ?? '';
    if (!/^\d{1,6}$/.test(raw)) continue;
    const value = Number(raw);
    if (value >= min && value <= max) settings[key] = value;
  }
  return settings;
}

export async function readHotelSettings(db: Kysely<DB>): Promise<HotelSettings> {
  const rows = await db
    .selectFrom('config')
    .select(['name', 'value'])
    .where('name', 'in', HOTEL_SETTING_NAMES)
    .execute();
  return settingsFrom(new Map(rows.map((row) => [row.name, row.value])));
}
