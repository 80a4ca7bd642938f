/** Turns zod errors into translatable `{field, key, params}` entries (one per field, first failure wins). */
import type { z } from 'zod/mini';

export interface ValidationIssue {
  /** Dotted path of the field, e.g. 'username'. */
  field: string;
  /** i18n key in the `validate` namespace. */
  key: string;
  /** Interpolation values; `field` holds the label's i18n key (`field.<name>`), to be translated first. */
  params: Record<string, string>;
}

export const fieldLabelKey = (field: string) => `field.${field}`;

export function issuesOf(error: z.core.$ZodError): ValidationIssue[] {
  const seen = new Set<string>();
  const out: ValidationIssue[] = [];
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, key: issue.message, params: { field: fieldLabelKey(field) } });
  }
  return out;
}

/** The message of one issue in the current language, given a translate function bound to `validate`. */
export function translateIssue(issue: ValidationIssue, t: (key: string, options?: Record<string, unknown>) => string) {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(issue.params)) params[name] = name === 'field' ? t(value) : value;
  return t(issue.key, params);
}
