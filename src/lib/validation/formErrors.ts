/** Field name → translated message for every failing field: the same answer in the browser and on the server. */
import type { z } from 'zod/mini';
import type { Translate } from '~/lib/i18n/translator';
import { issuesOf, translateIssue } from './issues';

/**
 * What form validation needs of a schema: any zod schema (`zod/mini` or the method API) fits. Typed by shape so
 * that code validating a form does not import zod itself: the schema's module brings it.
 */
export interface Validatable {
  safeParse(input: unknown): { success: true } | { success: false; error: z.core.$ZodError };
}

/**
 * Field name → message of a zod error, one per field (its first failure), translated with `t` bound to the
 * `validate` namespace: what a form handler re-renders beside the fields.
 */
export function fieldErrorsOf(error: z.core.$ZodError, t: Translate): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issuesOf(error)) errors[issue.field] = translateIssue(issue, t);
  return errors;
}

/** The messages of `values` checked with `schema` (none when valid), as islands look them up. */
export function formErrors(schema: Validatable, values: Record<string, unknown>, t: Translate): Map<string, string> {
  const result = schema.safeParse(values);
  return new Map(result.success ? [] : Object.entries(fieldErrorsOf(result.error, t)));
}
