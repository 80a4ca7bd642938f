/** Booking core (design §5): pure rules and arithmetic shared by the built-in API and the site. */
export * from './calendar';
export * from './money';
export * from './party';
export * from './pricing';
export * from './status';
export * from './stay';
export * from './timeline';
export * from './timelineText';
