/** Car core (docs/design/cars.md §4): the vocabulary, service days, prices, rules and availability. Pure. */
export * from './availability';
export * from './carDays';
export * from './carPricing';
export * from './carRules';
export * from './vocabulary';
