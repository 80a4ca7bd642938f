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

export function formErrors(schema: Validatable, values: Record<string, unknown>, t: Translate): Map<string, string> {
  const result = schema.safeParse(values);
  const errors = new Map<string, string>();
  if (!result.success) {
    for (const issue of issuesOf(result.error)) errors.set(issue.field, translateIssue(issue, t));
  }
  return errors;
}
