/** What the demo cars include, by kind of car (codes of `included.*` in api-car). */
export const SELF_DRIVE_ECONOMY = ['insurance_basic', 'unlimited_mileage'] as const;
export const WITH_DRIVER = ['driver', 'insurance_full', 'meet_greet', 'waiting_60', 'water'] as const;
