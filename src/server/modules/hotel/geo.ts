/** Distances on the Earth for the catalogue: coordinates are stored as integer micro-degrees. */

const EARTH_RADIUS_M = 6_371_008.8;
const RADIANS_PER_MICRO_DEGREE = Math.PI / 180 / 1_000_000;

/** Decimal degrees → integer micro-degrees. */
export const toMicroDegrees = (degrees: number): number => Math.round(degrees * 1_000_000);

/** Great-circle distance in whole metres between two points given in micro-degrees (haversine). */
export function distanceMetres(latA: number, lngA: number, latB: number, lngB: number): number {
  const phi1 = latA * RADIANS_PER_MICRO_DEGREE;
  const phi2 = latB * RADIANS_PER_MICRO_DEGREE;
  const dPhi = (latB - latA) * RADIANS_PER_MICRO_DEGREE;
  const dLambda = (lngB - lngA) * RADIANS_PER_MICRO_DEGREE;
  const h = Math.sin(dPhi / 2) ** 2 + Math.cos(phi1) * Math.cos(phi2) * Math.sin(dLambda / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h))));
}
