/**
 * Reading a call's input: a form body with a shared zod schema, ids and pages; the first problem becomes a translated
 * code-0 answer (naming its field in `data` where the call's contract says so).
 */
import '~/lib/validation/jitless';
import * as z from 'zod/mini';
import { issuesOf, translateIssue, type ValidationIssue } from '~/lib/validation/issues';
import { VALIDATE_KEYS } from '~/lib/validation/rules';
import type { ApiContext } from './context';
import { ApiError } from './errors';
import type { Params } from './request';

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

/** A code-0 answer for an issue, with the field in `data`. */
export const fieldError = (ctx: ApiContext, issue: ValidationIssue): ApiError =>
  new ApiError(translateIssue(issue, ctx.tv), { translated: true, data: { field: issue.field } });

/** A code-0 answer with an `api` message and the field in `data`. */
export const fieldMessage = (key: string, field: string, params: Record<string, unknown> = {}): ApiError =>
  new ApiError(key, { data: { field }, params });

/** A positive id; `label` names it in the message (`field.<label>` of validate: a hotel's, a car's, an order's…). */
export function idParam(ctx: ApiContext, params: Params, field: string, label = field): number {
  const raw = params[field];
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : undefined;
  if (text === undefined || text === '') {
    throw fieldError(ctx, { field, key: VALIDATE_KEYS.required, params: { field: `field.${label}` } });
  }
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) {
    throw fieldError(ctx, { field, key: VALIDATE_KEYS.correctField, params: { field: `field.${label}` } });
  }
  return Number(text);
}

/** `page` ≥ 1 (at most `maxPage`) and `limit` 1–`maxLimit`; junk falls back to the defaults. */
export function pageParams(params: Params, defaultLimit: number, maxLimit: number, maxPage = 1000) {
  const int = (value: unknown) => {
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    return /^\d{1,6}$/.test(text) ? Number(text) : undefined;
  };
  const page = Math.min(Math.max(int(params.page) ?? 1, 1), maxPage);
  const limit = Math.min(Math.max(int(params.limit) ?? defaultLimit, 1), maxLimit);
  return { page, limit };
}

/**
 * A list of positive ids, as BuildAdmin's panel sends one (a JSON array, `name[]` in a query or form, or a comma
 * list); undefined when absent, a field error when any entry is not an id.
 */
export function idListParam(ctx: ApiContext, name: string, label = name): number[] | undefined {
  const fromQuery = ctx.url.searchParams.getAll(`${name}[]`);
  const raw = ctx.body[name] ?? ctx.body[`${name}[]`] ?? (fromQuery.length > 0 ? fromQuery : ctx.query[name]);
  if (raw === undefined || raw === null) return undefined;
  const entries = Array.isArray(raw)
    ? raw
    : typeof raw === 'string' || typeof raw === 'number'
      ? String(raw).split(',')
      : [raw];
  const texts = entries.map((entry) =>
    typeof entry === 'number' ? String(entry) : typeof entry === 'string' ? entry.trim() : '?',
  );
  const ids = texts.filter((text) => text !== '');
  if (ids.length > 500 || ids.some((text) => !/^\d{1,9}$/.test(text) || Number(text) < 1)) {
    throw fieldError(ctx, { field: name, key: VALIDATE_KEYS.correctField, params: { field: `field.${label}` } });
  }
  return [...new Set(ids.map(Number))];
}
