/**
 * Plain-text fields of the member content calls (design §6 "plain-text fields"): stored as typed, never HTML. A
 * value that is not a string (an array, an object) is a parameter error; control characters are refused (new lines
 * only where the field is multi-line, as comments); lengths count code points, as the `varchar(n)` columns do.
 * Every refusal is a code-0 answer naming the field (`data {field}`).
 */
import { codePointLength } from '~/lib/content/plainText';
import { fieldLabelKey } from '~/lib/validation/issues';
import { VALIDATE_KEYS } from '~/lib/validation/rules';
import type { ApiContext } from '~/server/http/context';
import { ApiError } from '~/server/http/errors';
import type { Params } from '~/server/http/request';

export const PARAMETER_ERROR = 'Parameter error';
export const TEXT_NOT_ALLOWED = 'The text contains characters that are not allowed';
export const TEXT_TOO_LONG = 'Please enter at most {{max}} characters';
export const TEXT_LENGTH = 'Please enter {{min}} to {{max}} characters';

/** C0 and C1 controls (tab, new line and carriage return are decided per field), and the direction overrides. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufeff]/u;
const LINE_BREAKS = /[\t\n\r\u2028\u2029]/u;

/** Whether a single-line or multi-line text holds something no plain-text field keeps (lone surrogates too). */
export const hasForbiddenCharacters = (text: string, multiline = false): boolean =>
  !text.isWellFormed() || CONTROL.test(text) || (multiline ? /[\t\u2028\u2029]/u : LINE_BREAKS).test(text);

export const fieldRefusal = (key: string, field: string, params: Record<string, unknown> = {}): ApiError =>
  new ApiError(key, { data: { field }, params });

/** The validate namespace's "Enter your {field}" for a required field left empty. */
export const requiredError = (ctx: ApiContext, field: string, label = field): ApiError =>
  new ApiError(ctx.tv(VALIDATE_KEYS.required, { field: ctx.tv(fieldLabelKey(label)) }), {
    translated: true,
    data: { field },
  });

/** The raw parameter as a string: absent → '', a finite number → its digits, anything else → a parameter error. */
export function rawText(params: Params, field: string): string {
  const value = params[field];
  if (value === undefined || value === null) return '';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') throw fieldRefusal(PARAMETER_ERROR, field);
  return value;
}

export interface TextRule {
  max: number;
  /** Minimum length of a non-empty value (default 1). */
  min?: number;
  /** An empty value is refused (`label`: the `validate` field label, default the field). */
  required?: boolean;
  label?: string;
  /** New lines are kept (comments); CR LF becomes LF. */
  multiline?: boolean;
}

/** The field trimmed and checked by `rule`. */
export function plainText(ctx: ApiContext, params: Params, field: string, rule: TextRule): string {
  let text = rawText(params, field).trim();
  if (rule.multiline) text = text.replace(/\r\n?/g, '\n');
  if (text === '') {
    if (rule.required) throw requiredError(ctx, field, rule.label);
    return '';
  }
  if (hasForbiddenCharacters(text, rule.multiline)) throw fieldRefusal(TEXT_NOT_ALLOWED, field);
  const length = codePointLength(text);
  const min = rule.min ?? 1;
  if (length > rule.max || length < min) {
    throw min > 1
      ? fieldRefusal(TEXT_LENGTH, field, { min, max: rule.max })
      : fieldRefusal(TEXT_TOO_LONG, field, { max: rule.max });
  }
  return text;
}
