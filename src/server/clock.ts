/** Current unix time in seconds: the only time unit stored by the built-in API. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
