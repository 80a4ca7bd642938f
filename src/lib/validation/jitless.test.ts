import { describe, expect, it } from 'vitest';
import { globalConfig } from 'zod/v4/core';
import { loginSchema } from './index';

describe('zod runs without compiling code', () => {
  it('is switched to jitless before any schema parses, so the CSP never sees an eval', () => {
    expect(loginSchema.safeParse({}).success).toBe(false);
    expect(globalConfig.jitless).toBe(true);
  });
});
