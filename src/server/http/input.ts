/** Reading a form body with a shared zod schema: the first problem becomes a translated code-0 answer. */
import '~/lib/validation/jitless';
import * as z from 'zod/mini';
import { issuesOf, translateIssue } from '~/lib/validation/issues';
import type { ApiContext } from './context';
import { ApiError } from './errors';

/** Parses `input` or throws the first issue's message (in the `validate` namespace, request language). */
export function parseInput<S extends z.core.$ZodType>(
  schema: S,
  input: unknown,
  ctx: ApiContext,
  withField = false,
): z.output<S> {
  const parsed = z.safeParse(schema, input);
  if (parsed.success) return parsed.data;
  const [issue] = issuesOf(parsed.error);
  if (!issue) throw new ApiError('Parameter error');
  throw new ApiError(translateIssue(issue, ctx.tv), {
    translated: true,
    data: withField ? { field: issue.field } : null,
  });
}

/** The named fields of the body only (the contract's `request->only()`), so stray keys never reach a schema. */
export function pick(params: Record<string, unknown>, names: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of names) if (Object.hasOwn(params, name)) out[name] = params[name];
  return out;
}

/** The field that failed first, or undefined when `input` is valid. */
export function firstInvalidField(schema: z.core.$ZodType, input: unknown): string | undefined {
  const parsed = z.safeParse(schema, input);
  return parsed.success ? undefined : issuesOf(parsed.error)[0]?.field;
}
