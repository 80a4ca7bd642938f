/**
 * Outgoing mail through nodemailer.
 *
 * - `SMTP_URL` set (e.g. `smtp://127.0.0.1:2525`, `smtps://user:pass@mail.example:465`): messages go to that server.
 * - `SMTP_URL` unset: the embedded default writes every message as an RFC 822 `.eml` file under
 *   `$DATA_DIR/outbox/mail/` (DATA_DIR defaults to ./data). Open one with any mail client, or read the code with
 *   `grep -h "code is" data/outbox/mail/*.eml`. Mail is therefore always available.
 *
 * The sender is `MAIL_FROM` (default `Concierge <no-reply@localhost>`).
 */

import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import { dataDir, type Env, PROCESS_ENV, readEnv } from '~/config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** 'smtp' when SMTP_URL is set, else 'outbox'. */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export const DEFAULT_MAIL_FROM = 'Concierge <no-reply@localhost>';

export const mailFrom = (env: Env = PROCESS_ENV) => readEnv(env).MAIL_FROM ?? DEFAULT_MAIL_FROM;

/** Where the default transport leaves messages. */
export const mailOutboxDir = (env: Env = PROCESS_ENV) => join(dataDir(env), 'outbox', 'mail');

type TransportOptions = Parameters<typeof import('nodemailer').createTransport>[0];

/**
 * A nodemailer transport made on the first message: the library (~650 KB of source, kept in memory once loaded)
 * loads only in a process that sends mail.
 */
function lazyTransport(options: TransportOptions): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options));
    return transport;
  };
}

function smtpMailer(url: string, from: string): Mailer {
  const transport = lazyTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      await (await transport()).sendMail({ from, ...message });
    },
  };
}

function outboxMailer(dir: string, from: string): Mailer {
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await (await transport()).sendMail({ from, ...message });
      await mkdir(dir, { recursive: true });
      const name = `${Date.now()}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(join(dir, name), info.message as Buffer, { mode: 0o600 });
    },
  };
}

export function createMailer(env: Env = PROCESS_ENV): Mailer {
  const url = readEnv(env).SMTP_URL;
  return url ? smtpMailer(url, mailFrom(env)) : outboxMailer(mailOutboxDir(env), mailFrom(env));
}

let cached: { signature: string; mailer: Mailer } | undefined;

/** The process's mailer, rebuilt when SMTP_URL, MAIL_FROM or DATA_DIR change (tests change them). */
export function getMailer(env: Env = PROCESS_ENV): Mailer {
  const { SMTP_URL, MAIL_FROM, DATA_DIR } = readEnv(env);
  const signature = [SMTP_URL, MAIL_FROM, DATA_DIR].join('\n');
  if (cached?.signature !== signature) cached = { signature, mailer: createMailer(env) };
  return cached.mailer;
}

/** Mail can always be sent (SMTP or the outbox), so 'email' is always an account verification type. */
export const mailAvailable = () => true;
