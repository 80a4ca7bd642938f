/** A real SMTP server for the tests (smtp-server + mailparser): collects every message it is sent. */

import { test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort, type Instance, startInstance } from './instance';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

export interface TestSmtp {
  url: string;
  mails: ReceivedMail[];
  /** Waits for a mail to `to` (received after `since` mails) and returns it. */
  waitFor(to: string, since?: number, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          for (const rcpt of session.envelope.rcptTo) {
            mails.push({ to: rcpt.address.toLowerCase(), subject: parsed.subject ?? '', text: parsed.text ?? '' });
          }
          callback();
        })
        .catch(callback);
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(to, since = 0, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mail = mails.slice(since).find((m) => m.to === to.toLowerCase());
        if (mail) return mail;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no mail to ${to}`);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The code in a verification mail ('Your verification code is AB3X. …' / '您的验证码是 AB3X，…'). */
export function codeOf(mail: ReceivedMail): string {
  const match = /(?:\bis|是)\s*([0-9A-Za-z]{4,8})(?![0-9A-Za-z])/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no code in: ${mail.text}`);
  return match[1];
}

/**
 * A private site instance whose mail goes to a test SMTP server, started before the file's tests and stopped after
 * them. Read `mailSite.smtp` and `mailSite.site` inside tests.
 */
export function mailSiteForTheseTests(): { readonly smtp: TestSmtp; readonly site: Instance } {
  let smtp: TestSmtp | undefined;
  let site: Instance | undefined;
  test.beforeAll(async () => {
    smtp = await startSmtp();
    site = await startInstance({ SMTP_URL: smtp.url });
  });
  test.afterAll(async () => {
    await site?.stop();
    await smtp?.stop();
  });
  return {
    get smtp() {
      if (!smtp) throw new Error('the test SMTP server is not started');
      return smtp;
    },
    get site() {
      if (!site) throw new Error('the test site is not started');
      return site;
    },
  };
}
