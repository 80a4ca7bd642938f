/**
 * Sending SMS through a driver chosen by env `SMS_DRIVER`:
 * - `outbox` (default): appends one JSON line per message to `$DATA_DIR/outbox/sms.log` (DATA_DIR default ./data).
 * - `off`: no SMS; 'mobile' is not offered as a verification type and Sms/send answers 'SMS sending service
 *   unavailable'.
 * - any other name: a carrier. Carriers are a boundary this project does not fake: register a factory with
 *   `registerSmsDriver(name, factory)`; an unregistered name yields a driver that is not available and whose
 *   `send` throws `SmsNotConfiguredError`.
 */

import { appendFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { dataDir, type Env, PROCESS_ENV, readEnv } from '~/config';

export interface SmsMessage {
  mobile: string;
  /** Template code, e.g. 'user_register'. */
  template: string;
  /** Template variables; `code` for the verification templates. */
  data: Record<string, string>;
  /** The text in the request's language (a carrier may use its own template instead). */
  text: string;
}

export interface SmsDriver {
  readonly name: string;
  /** False when the driver cannot send (not configured). */
  readonly available: boolean;
  send(message: SmsMessage): Promise<void>;
}

export class SmsNotConfiguredError extends Error {
  constructor(driver: string) {
    super(
      `SMS driver "${driver}" is not configured: register it with registerSmsDriver() (src/server/sms/driver.ts), ` +
        'or set SMS_DRIVER=outbox',
    );
    this.name = 'SmsNotConfiguredError';
  }
}

export const smsOutboxFile = (env: Env = PROCESS_ENV) => join(dataDir(env), 'outbox', 'sms.log');

export function outboxSmsDriver(file: string): SmsDriver {
  return {
    name: 'outbox',
    available: true,
    async send(message) {
      await mkdir(dirname(file), { recursive: true });
      const line = JSON.stringify({ time: Math.floor(Date.now() / 1000), ...message });
      await appendFile(file, `${line}\n`, { mode: 0o600 });
    },
  };
}

/** A carrier nobody has configured: the named boundary. */
export function unconfiguredSmsDriver(name: string): SmsDriver {
  return {
    name,
    available: false,
    async send() {
      throw new SmsNotConfiguredError(name);
    },
  };
}

export type SmsDriverFactory = (env: NodeJS.ProcessEnv) => SmsDriver;

const factories = new Map<string, SmsDriverFactory>([['outbox', (env) => outboxSmsDriver(smsOutboxFile(env))]]);

/** Plugs in a carrier driver under the name SMS_DRIVER selects. */
export function registerSmsDriver(name: string, factory: SmsDriverFactory): void {
  factories.set(name.toLowerCase(), factory);
  cached = undefined;
}

/** The driver SMS_DRIVER asks for; undefined when SMS is switched off. */
export function createSmsDriver(env: Env = PROCESS_ENV): SmsDriver | undefined {
  const name = (readEnv(env).SMS_DRIVER ?? 'outbox').toLowerCase();
  if (name === 'off' || name === 'none') return undefined;
  const factory = factories.get(name);
  return factory ? factory(env) : unconfiguredSmsDriver(name);
}

let cached: { signature: string; driver: SmsDriver | undefined } | undefined;

/** The process's driver, rebuilt when SMS_DRIVER or DATA_DIR change. */
export function getSmsDriver(env: Env = PROCESS_ENV): SmsDriver | undefined {
  const signature = [readEnv(env).SMS_DRIVER, readEnv(env).DATA_DIR].join('\n');
  if (cached?.signature !== signature) cached = { signature, driver: createSmsDriver(env) };
  return cached.driver;
}

/** True when SMS can be sent, so 'mobile' is an account verification type. */
export const smsAvailable = (env: Env = PROCESS_ENV) => getSmsDriver(env)?.available === true;
