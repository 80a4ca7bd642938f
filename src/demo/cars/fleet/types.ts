/**
 * The shape of the hand-written demo fleet (docs/design/cars.md §10.1): what an operator would enter for a pick-up
 * place and a car, in both languages. Prices are whole yuan here (the seed stores minor units).
 */

import type { SeedText } from '~/demo/hotels/catalogue/types';
import type { CarCategory, Energy, IncludedCode, PlaceKind, Transmission } from '~/lib/car/vocabulary';

export type { SeedText };

/** An airport or a railway station (hotel places come from the hotel catalogue). */
export interface SeedPlace {
  city: string;
  kind: Exclude<PlaceKind, 'hotel'>;
  code: string;
  name: SeedText;
}

export type RulesTemplate = 'self_drive' | 'with_driver';

export interface SeedCar {
  code: string;
  city: string;
  category: CarCategory;
  seats: number;
  doors: number;
  luggage: number;
  transmission: Transmission;
  energy: Energy;
  rangeKm?: number;
  modelYear: number;
  withDriver: boolean;
  /** Whole yuan; 0 = not offered. */
  pricePerDay: number;
  pricePerTransfer: number;
  deposit: number;
  /** 0 = unlimited. */
  mileageKmPerDay: number;
  included: IncludedCode[];
  /** Self-drive: the youngest driver and the fewest years of driving (defaults 21 and 1). */
  minDriverAge?: number;
  licenceYears?: number;
  fleet: number;
  /** The interior scene: `cabin-standard`, `cabin-business`, `cabin-van`. */
  cabin: 'standard' | 'business' | 'van';
  name: SeedText;
  summary: SeedText;
  /** Two paragraphs. */
  description: SeedText;
}
