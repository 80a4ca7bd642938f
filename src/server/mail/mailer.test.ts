import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer, DEFAULT_MAIL_FROM, mailOutboxDir } from './mailer';

const dir = mkdtempSync(join(tmpdir(), 'concierge-mail-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('mail outbox (no SMTP_URL)', () => {
  it('writes each message as an .eml file under $DATA_DIR/outbox/mail', async () => {
    const env = { DATA_DIR: dir };
    const mailer = createMailer(env);
    expect(mailer.kind).toBe('outbox');
    await mailer.send({ to: 'guest@example.com', subject: '会员注册验证-礼宾酒店', text: '您的验证码是：AB3X' });
    await mailer.send({ to: 'other@example.com', subject: 'Second', text: 'Your verification code is: ZZ22' });
    const outbox = mailOutboxDir(env);
    expect(outbox).toBe(join(dir, 'outbox', 'mail'));
    const files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(2);
    const parsed = await Promise.all(files.map((f) => simpleParser(readFileSync(join(outbox, f)))));
    const first = parsed.find((m) => m.subject === '会员注册验证-礼宾酒店');
    expect(first?.text?.trim()).toBe('您的验证码是：AB3X');
    expect(first?.from?.value[0]).toMatchObject({ name: 'Concierge', address: 'no-reply@localhost' });
    expect(DEFAULT_MAIL_FROM).toBe('Concierge <no-reply@localhost>');
    expect(JSON.stringify(first?.to)).toContain('guest@example.com');
  });

  it('uses SMTP when SMTP_URL is set, and MAIL_FROM', () => {
    expect(createMailer({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'Hotel <a@b.c>' }).kind).toBe('smtp');
  });
});
