import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { fieldErrorsOf, formErrors } from './formErrors';
import { VALIDATE_KEYS } from './rules';
import { loginSchema, requiredString } from './schemas';

const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key}${JSON.stringify(options)}` : key === 'field.username' ? 'Username' : key;

describe('fieldErrorsOf', () => {
  it('gives one translated message per failing field, its first failure, with the translated label', () => {
    const result = loginSchema.safeParse({ username: '', password: 'has<angle>' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsOf(result.error, t)).toEqual({
      username: 'Please input field{"field":"Username"}',
      password: 'Please enter the correct password{"field":"field.password"}',
    });
  });

  it('names nested fields by their dotted path', () => {
    const schema = z.object({ guest: z.object({ name: requiredString() }) });
    const result = schema.safeParse({ guest: { name: ' ' } });
    if (result.success) throw new Error('expected a failure');
    expect(Object.keys(fieldErrorsOf(result.error, t))).toEqual(['guest.name']);
  });
});

describe('formErrors', () => {
  it('is empty for valid values and holds the same messages as fieldErrorsOf otherwise', () => {
    expect(formErrors(loginSchema, { username: 'demo', password: 'secret123' }, t).size).toBe(0);
    const errors = formErrors(loginSchema, { username: '', password: 'secret123' }, t);
    expect([...errors]).toEqual([['username', `${VALIDATE_KEYS.required}{"field":"Username"}`]]);
  });
});
