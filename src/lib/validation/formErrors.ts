/** Field name → translated message for every failing field: the same answer in the browser and on the server. */
import type { z } from 'zod';
import type { Translate } from '~/lib/i18n/translator';
import { issuesOf, translateIssue } from './issues';

export function formErrors(schema: z.ZodType, values: Record<string, unknown>, t: Translate): Map<string, string> {
  const result = schema.safeParse(values);
  const errors = new Map<string, string>();
  if (!result.success) {
    for (const issue of issuesOf(result.error)) errors.set(issue.field, translateIssue(issue, t));
  }
  return errors;
}
