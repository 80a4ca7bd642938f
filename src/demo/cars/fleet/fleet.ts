/**
 * The demo fleet: twelve cars in the four cities with the most demo hotels, each "or similar" as hire companies
 * write. Codes match the photo scenes (`car-<code>`, images/build/cars/exteriors.mjs).
 */

import { CARS_BEIJING } from './fleet-beijing';
import { CARS_HANGZHOU } from './fleet-hangzhou';
import { CARS_SANYA } from './fleet-sanya';
import { CARS_SHANGHAI } from './fleet-shanghai';
import type { SeedCar } from './types';

export const SEED_FLEET: SeedCar[] = [...CARS_SHANGHAI, ...CARS_BEIJING, ...CARS_HANGZHOU, ...CARS_SANYA];
