import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer, DEFAULT_MAIL_FROM, getMailer, mailOutboxDir } from './mailer';

const dir = mkdtempSync(join(tmpdir(), 'concierge-mail-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('mail outbox (no SMTP_URL)', () => {
  it('writes each message as an .eml file under $DATA_DIR/outbox/mail', async () => {
    const env = { DATA_DIR: dir };
    const mailer = createMailer(env);
    expect(mailer.kind).toBe('outbox');
    await mailer.send({
      to: 'guest@example.com',
      subject: '注册验证码 - 礼宾酒店',
      text: '您的验证码是 AB3X，10 分钟内有效。',
    });
    await mailer.send({
      to: 'other@example.com',
      subject: 'Second',
      text: 'Your verification code is ZZ22. It is valid for 10 minutes.',
    });
    const outbox = mailOutboxDir(env);
    expect(outbox).toBe(join(dir, 'outbox', 'mail'));
    const files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(2);
    const parsed = await Promise.all(files.map((f) => simpleParser(readFileSync(join(outbox, f)))));
    const first = parsed.find((m) => m.subject === '注册验证码 - 礼宾酒店');
    expect(first?.text?.trim()).toBe('您的验证码是 AB3X，10 分钟内有效。');
    expect(first?.from?.value[0]).toMatchObject({ name: 'Concierge', address: 'no-reply@localhost' });
    expect(DEFAULT_MAIL_FROM).toBe('Concierge <no-reply@localhost>');
    expect(JSON.stringify(first?.to)).toContain('guest@example.com');
  });

  it('sends from MAIL_FROM when it is set, and from the default when it is not', async () => {
    const from = async (env: Record<string, string>) => {
      const outbox = mailOutboxDir(env);
      rmSync(outbox, { recursive: true, force: true });
      await getMailer(env).send({
        to: 'guest@example.com',
        subject: 'From?',
        text: 'Your verification code is ZZ22. It is valid for 10 minutes.',
      });
      const [file, ...more] = readdirSync(outbox);
      expect(more).toHaveLength(0);
      return (await simpleParser(readFileSync(join(outbox, file ?? '')))).from?.value[0];
    };
    expect(await from({ DATA_DIR: dir, MAIL_FROM: '礼宾酒店 <front-desk@hotel.example>' })).toEqual({
      name: '礼宾酒店',
      address: 'front-desk@hotel.example',
    });
    // The process's mailer follows a change of MAIL_FROM, and falls back to the default without it.
    expect(await from({ DATA_DIR: dir, MAIL_FROM: 'bookings@hotel.example' })).toMatchObject({
      address: 'bookings@hotel.example',
    });
    expect(await from({ DATA_DIR: dir })).toEqual({ name: 'Concierge', address: 'no-reply@localhost' });
    expect(await from({ DATA_DIR: dir, MAIL_FROM: '   ' })).toEqual({
      name: 'Concierge',
      address: 'no-reply@localhost',
    });
  });

  it('uses SMTP when SMTP_URL is set', () => {
    expect(createMailer({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'Hotel <a@b.c>' }).kind).toBe('smtp');
    expect(createMailer({ SMTP_URL: '  ' }).kind).toBe('outbox');
  });
});
