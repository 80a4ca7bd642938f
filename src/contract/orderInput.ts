/**
 * The booking form's guest and contact fields (docs/api.md §13 `order/create`): one reader for the built-in API
 * and the site's form, the first problem as a `validate` issue naming its field.
 */
import { fieldLabelKey, type ValidationIssue } from '~/lib/validation/issues';
import { EMAIL_RE, MEMBERSHIP_KEYS, MOBILE_RE, VALIDATE_KEYS } from '~/lib/validation/rules';

/** A person's name in any script: letters and marks, spaces and `·.'’-` between them. */
export const GUEST_NAME_RE = /^[\p{L}\p{M}][\p{L}\p{M} ·.'’-]*$/u;
export const GUEST_NAME_MAX = 64;
export const CONTACT_NAME_MAX = 50;
export const AREA_CODE_RE = /^\d{1,4}$/;
export const PHONE_RE = /^\d{4,15}$/;
export const ZIP_RE = /^[A-Za-z0-9 -]{0,16}$/;
export const SPECIAL_REQUESTS_MAX = 500;
export const QUOTE_HASH_RE = /^[0-9a-f]{32}$/;
export const REQUEST_ID_RE = /^[0-9a-fA-F-]{8,36}$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it rejects.
const CONTROL_RE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Control characters, line breaks included: refused in one-line fields. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it rejects.
export const LINE_CONTROL_RE = /[\u0000-\u001F\u007F]/;

export const ORDER_KEYS = {
  guestNames: 'Please enter one full name per guest',
} as const;

export interface BookingContact {
  guest_names: string[];
  contact_person: string;
  contact_area_code: string;
  contact_phone: string;
  email: string;
  /** ISO 3166-1 alpha-2, upper case. */
  nationality: string;
  city: string;
  address: string;
  zip: string;
  special_requests: string;
  quote_hash: string;
  /** '' when the form sent none. */
  request_id: string;
}

export type ReadContact = { ok: true; value: BookingContact } | { ok: false; issue: ValidationIssue };

const issue = (field: string, key: string): { ok: false; issue: ValidationIssue } => ({
  ok: false,
  issue: { field, key, params: { field: fieldLabelKey(field) } },
});

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : undefined;

/** Names as an array, or PHP-flattened `guest_names[0]`, `guest_names[1]`…; undefined when absent. */
function guestNamesOf(params: Record<string, unknown>): unknown[] | undefined {
  if (Array.isArray(params.guest_names)) return params.guest_names;
  if (params.guest_names !== undefined) return [params.guest_names];
  const keys = Object.keys(params)
    .map((key) => /^guest_names\[(\d{1,2})\]$/.exec(key))
    .filter((match): match is RegExpExecArray => match !== null)
    .sort((a, b) => Number(a[1]) - Number(b[1]));
  return keys.length > 0 ? keys.map((match) => params[match[0]]) : undefined;
}

const isName = (value: string, max: number) =>
  value.length >= 1 && value.length <= max && GUEST_NAME_RE.test(value) && !LINE_CONTROL_RE.test(value);

/**
 * Reads the guest and contact fields for a party of `guests` people; `isCountry` tells a known ISO code. Optional
 * fields default to ''.
 */
export function readBookingContact(
  params: Record<string, unknown>,
  guests: number,
  isCountry: (code: string) => boolean,
): ReadContact {
  const rawNames = guestNamesOf(params) ?? [];
  const names = rawNames.map((name) => text(name) ?? '');
  if (names.length !== guests || !names.every((name) => isName(name, GUEST_NAME_MAX))) {
    return issue('guest_names', ORDER_KEYS.guestNames);
  }

  const required = (field: string): string | { ok: false; issue: ValidationIssue } => {
    const value = text(params[field]) ?? '';
    return value === '' ? issue(field, VALIDATE_KEYS.required) : value;
  };
  const person = required('contact_person');
  if (typeof person !== 'string') return person;
  if (!isName(person, CONTACT_NAME_MAX)) return issue('contact_person', VALIDATE_KEYS.correctField);
  const areaCode = required('contact_area_code');
  if (typeof areaCode !== 'string') return areaCode;
  const area = areaCode.replace(/^\+/, '');
  if (!AREA_CODE_RE.test(area)) return issue('contact_area_code', VALIDATE_KEYS.correctField);
  const phone = required('contact_phone');
  if (typeof phone !== 'string') return phone;
  if (!(area === '86' ? MOBILE_RE : PHONE_RE).test(phone)) return issue('contact_phone', VALIDATE_KEYS.mobile);
  const email = required('email');
  if (typeof email !== 'string') return email;
  if (email.length > 100 || !EMAIL_RE.test(email)) return issue('email', MEMBERSHIP_KEYS.emailFormat);
  const nationality = required('nationality');
  if (typeof nationality !== 'string') return nationality;
  if (!/^[A-Za-z]{2}$/.test(nationality) || !isCountry(nationality.toUpperCase())) {
    return issue('nationality', VALIDATE_KEYS.correctField);
  }

  const optional = (field: string, max: number, re?: RegExp): string | { ok: false; issue: ValidationIssue } => {
    const value = text(params[field]) ?? '';
    if (params[field] !== undefined && text(params[field]) === undefined)
      return issue(field, VALIDATE_KEYS.correctField);
    if (value.length > max || LINE_CONTROL_RE.test(value) || (re && !re.test(value))) {
      return issue(field, VALIDATE_KEYS.correctField);
    }
    return value;
  };
  const city = optional('city', 64);
  if (typeof city !== 'string') return city;
  const address = optional('address', 255);
  if (typeof address !== 'string') return address;
  const zip = optional('zip', 16, ZIP_RE);
  if (typeof zip !== 'string') return zip;
  const rawRequests = typeof params.special_requests === 'string' ? params.special_requests.trim() : '';
  if (params.special_requests !== undefined && typeof params.special_requests !== 'string') {
    return issue('special_requests', VALIDATE_KEYS.correctField);
  }
  if ([...rawRequests].length > SPECIAL_REQUESTS_MAX || CONTROL_RE.test(rawRequests)) {
    return issue('special_requests', VALIDATE_KEYS.correctField);
  }

  const quoteHash = text(params.quote_hash) ?? '';
  if (!QUOTE_HASH_RE.test(quoteHash)) return issue('quote_hash', VALIDATE_KEYS.correctField);
  const requestId = text(params.request_id) ?? '';
  if (requestId !== '' && !REQUEST_ID_RE.test(requestId)) return issue('request_id', VALIDATE_KEYS.correctField);

  return {
    ok: true,
    value: {
      guest_names: names,
      contact_person: person,
      contact_area_code: area,
      contact_phone: phone,
      email,
      nationality: nationality.toUpperCase(),
      city,
      address,
      zip,
      special_requests: rawRequests,
      quote_hash: quoteHash,
      request_id: requestId.toLowerCase(),
    },
  };
}

/** An invoice's title: a company's or a person's name. */
export const INVOICE_TITLE_MAX = 100;
/** A taxpayer ID (China's unified social credit code has 18 characters; others differ): letters and digits. */
export const TAX_ID_RE = /^[0-9A-Za-z]{0,30}$/;
