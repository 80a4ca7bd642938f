/** What the Ajax controller's lookups answer (docs/api.md §6). */

/** `ajax/country`: ISO 3166-1 alpha-2 codes with names in the request's language. */
export interface CountryOption {
  value: string;
  label: string;
}
