export { SEED_FLEET } from './fleet';
export { SEED_PLACES } from './places';
export { carRules } from './rules';
export type { SeedCar } from './types';
