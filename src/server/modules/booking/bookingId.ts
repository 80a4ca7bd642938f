/** Booking ids: `HB` + the booking day (yyMMdd, hotel time) + 8 random digits, unique by index (a clash retries). */
import { randomInt } from 'node:crypto';

export const BOOKING_ID_RE = /^HB\d{14}$/;

export function newBookingId(day: string): string {
  const digits = String(randomInt(0, 100_000_000)).padStart(8, '0');
  return `HB${day.slice(2, 4)}${day.slice(5, 7)}${day.slice(8, 10)}${digits}`;
}
