/**
 * Car service settings (config group `car`): read per call, so an operator's change applies at once; a missing or
 * malformed row means the default (docs/design/cars.md §2.3).
 */
import { DEFAULT_MAX_RENTAL_DAYS } from '~/lib/car/carDays';
import { intSettings } from '~/server/db/intSettings';

export interface CarSettings {
  /** A service starts at least this many hours after booking. */
  minLeadHours: number;
  /** The longest day hire. */
  maxRentalDays: number;
}

const SETTINGS = intSettings<CarSettings>({
  car_min_lead_hours: ['minLeadHours', 4, 0, 168],
  car_max_rental_days: ['maxRentalDays', DEFAULT_MAX_RENTAL_DAYS, 1, 60],
});

export const DEFAULT_CAR_SETTINGS = SETTINGS.defaults;
export const readCarSettings = SETTINGS.read;
