/**
 * zod compiles object parsers with `new Function` unless told not to, and even its probe for whether it may trips
 * the Content-Security-Policy's `eval` rule in the browser. Imported first by every module that builds a schema,
 * before any schema exists (zod decides when a schema is built).
 */
import { config } from 'zod/mini';

config({ jitless: true });
