/** POST /api/Ems/send and /api/Sms/send (contract §5.5, §5.6): order of checks, 60 s, per-IP limit, delivery. */
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_EMAIL, DEMO_MOBILE, DEMO_PASSWORD } from '~/demo';
import { CODES_PER_IP, rateLimitKey } from '~/server/auth/rate-limit';
import { answerInfo, readClickCaptcha } from '~/server/captcha';
import { CODE_PURGE_BATCH, codeKey } from '~/server/codes/codes';
import { mailOutboxDir } from '~/server/mail/mailer';
import { smsOutboxFile } from '~/server/sms/driver';
import {
  type CallOptions,
  call,
  ENGINES,
  loginDemo,
  privateDataDir,
  setupDatabase,
  type TestDatabase,
} from './helpers';

const now = () => Math.floor(Date.now() / 1000);
privateDataDir('codes');

let counter = 0;

describe.each(ENGINES)('e-mail and SMS codes (%s)', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await setupDatabase(engine);
  });
  afterAll(async () => t.cleanup());

  async function captcha(ip = '127.0.0.1') {
    const id = `cap-${engine}-${++counter}`;
    await call(t.db, `/api/common/clickCaptcha?id=${id}`, { ip });
    const stored = await readClickCaptcha(t.db, id, now());
    if (!stored) throw new Error('no captcha');
    return { captchaId: id, captchaInfo: answerInfo(stored.targets, stored) };
  }
  const ems = async (body: Record<string, unknown>, options: CallOptions = {}) =>
    call(t.db, '/api/Ems/send', { body: { ...(await captcha()), ...body }, lang: 'en', ...options });
  const sms = async (body: Record<string, unknown>, options: CallOptions = {}) =>
    call(t.db, '/api/Sms/send', { body: { ...(await captcha()), ...body }, lang: 'en', ...options });

  const lastMail = async (to: string) => {
    const dir = mailOutboxDir();
    const mails = await Promise.all(
      readdirSync(dir)
        .sort()
        .map((f) => simpleParser(readFileSync(join(dir, f)))),
    );
    return mails.filter((m) => JSON.stringify(m.to).includes(to)).at(-1);
  };
  const lastSms = (mobile: string) =>
    readFileSync(smsOutboxFile(), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
      .filter((m) => m.mobile === mobile)
      .at(-1);

  it('e-mails a 4-character code with the contract subject, stored hashed', async () => {
    const email = `guest-${engine}@example.com`;
    const res = await ems({ email, event: 'user_register' }, { lang: 'zh-cn' });
    expect(res.body).toMatchObject({ code: 1, msg: '验证码已发送，请查收邮件。', data: null });
    const mail = await lastMail(email);
    expect(mail?.subject).toBe('注册验证码 - 礼宾酒店');
    const code = /^您的验证码是 ([A-Z0-9]{4})，10 分钟内有效。/.exec(mail?.text ?? '')?.[1];
    expect(code).toMatch(/^[2-8A-Z]{4}$/);
    const row = await t.db
      .selectFrom('verification_code')
      .selectAll()
      .where('key', '=', codeKey(email, 'user_register'))
      .executeTakeFirstOrThrow();
    expect(row.code).not.toContain(code ?? '');
    expect(row.expire_time - row.create_time).toBe(600);

    const en = await ems({ email: `en-${email}`, event: 'user_register' });
    expect(en.body.msg).toBe('The verification code has been sent. Check your e-mail.');
    const enMail = await lastMail(`en-${email}`);
    expect(enMail?.subject).toBe('Sign-up verification code - Concierge Hotels');
    expect(enMail?.text).toMatch(/^Your verification code is [2-8A-Z]{4}\. It is valid for 10 minutes\./);
  });

  it('checks in the contract order: format, parameters, captcha (consumed), 60 s, event', async () => {
    expect((await ems({ email: 'nope', event: 'user_register' })).body).toMatchObject({
      code: 0,
      msg: 'Enter a valid e-mail address',
    });
    expect((await ems({ email: 'x@example.com', event: 'admin' })).body.msg).toBe(
      'The request parameters are not valid.',
    );
    const noCaptcha = await call(t.db, '/api/Ems/send', {
      body: { email: 'x@example.com', event: 'user_register' },
      lang: 'en',
    });
    expect(noCaptcha.body.msg).toBe('The click captcha was not solved. Please try again.');
    const wrong = await call(t.db, '/api/Ems/send', {
      body: { email: 'x@example.com', event: 'user_register', captchaId: 'nope', captchaInfo: '1,1-2,2;350;200' },
      lang: 'en',
    });
    expect(wrong.body.msg).toBe('The click captcha was not solved. Please try again.');

    // The captcha is consumed by the send: the same answer does not work twice.
    const solved = await captcha();
    const body = { email: `order-${engine}@example.com`, event: 'user_register', ...solved };
    expect((await call(t.db, '/api/Ems/send', { body, lang: 'en' })).body.code).toBe(1);
    expect((await call(t.db, '/api/Ems/send', { body, lang: 'en' })).body.msg).toBe(
      'The click captcha was not solved. Please try again.',
    );

    // One code per target and event per 60 s; another event is separate; after 60 s it works again.
    const again = await ems({ email: body.email, event: 'user_register' });
    expect(again.body.msg).toBe('Too many code requests. Wait a minute before asking for another code.');
    expect((await ems({ email: body.email, event: 'user_change_email' })).body.code).toBe(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect((await ems({ email: body.email, event: 'user_register' })).body.code).toBe(1);
  });

  it('applies the event preconditions', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ email: DEMO_EMAIL, event: 'user_register' }, 'This e-mail address already has an account. Log in instead.'],
      [
        { email: DEMO_EMAIL.toUpperCase(), event: 'user_register' },
        'This e-mail address already has an account. Log in instead.',
      ],
      [{ email: DEMO_EMAIL, event: 'user_change_email' }, 'That e-mail address is already taken'],
      [
        { email: `nobody-${engine}@example.com`, event: 'user_retrieve_pwd' },
        'There is no account with this e-mail address.',
      ],
      [{ email: DEMO_EMAIL, event: 'user_email_verify', password: DEMO_PASSWORD }, 'Please log in first.'],
    ];
    for (const [body, msg] of cases)
      expect((await ems(body)).body, JSON.stringify(body)).toMatchObject({ code: 0, msg });

    const { token } = await loginDemo(t.db);
    const verify = (body: Record<string, unknown>) => ems({ event: 'user_email_verify', ...body }, { token });
    expect((await verify({ email: 'other@example.com', password: DEMO_PASSWORD })).body.msg).toBe(
      "The code can only be sent to your account's e-mail address.",
    );
    expect((await verify({ email: DEMO_EMAIL, password: 'wrong-password' })).body.msg).toBe(
      'The password is incorrect.',
    );
    expect((await verify({ email: DEMO_EMAIL })).body.msg).toBe('The password is incorrect.');
    expect((await verify({ email: DEMO_EMAIL, password: DEMO_PASSWORD })).body.code).toBe(1);
    expect((await ems({ email: DEMO_EMAIL, event: 'user_retrieve_pwd' })).body.code).toBe(1);
  });

  it('SMS mirrors it through the outbox driver', async () => {
    const mobile = engine === 'sqlite' ? '13700000001' : '13700000002';
    const res = await sms({ mobile, template_code: 'user_register' }, { lang: 'zh-cn' });
    expect(res.body).toMatchObject({ code: 1, msg: '验证码已发送，请查收短信。' });
    const sent = lastSms(mobile);
    expect(sent).toMatchObject({ template: 'user_register' });
    expect(sent.data.code).toMatch(/^[2-8A-Z]{4}$/);
    expect(sent.text).toContain(sent.data.code);
    expect((await sms({ mobile, template_code: 'user_register' })).body.msg).toBe(
      'Too many code requests. Wait a minute before asking for another code.',
    );
    expect((await sms({ mobile: '1380013800', template_code: 'user_register' })).body.msg).toBe(
      'Enter a valid mobile number',
    );
    expect((await sms({ mobile, template_code: 'user_change_email' })).body.msg).toBe(
      'The request parameters are not valid.',
    );
    expect((await sms({ mobile: DEMO_MOBILE, template_code: 'user_register' })).body.msg).toBe(
      'This mobile number already has an account. Log in instead.',
    );
    expect((await sms({ mobile: DEMO_MOBILE, template_code: 'user_change_mobile' })).body.msg).toBe(
      'That mobile number is already taken',
    );
    expect((await sms({ mobile: '13911112222', template_code: 'user_retrieve_pwd' })).body.msg).toBe(
      'There is no account with this mobile number.',
    );
    const { token } = await loginDemo(t.db);
    expect(
      (await sms({ mobile: DEMO_MOBILE, template_code: 'user_mobile_verify', password: DEMO_PASSWORD }, { token })).body
        .code,
    ).toBe(1);
  });

  it('without an SMS driver, SMS is unavailable and not offered', async () => {
    process.env.SMS_DRIVER = 'off';
    try {
      const res = await sms({ mobile: '13600000000', template_code: 'user_register' });
      expect(res.body.msg).toBe('The SMS service is not available. Contact the website administrator to set it up.');
      expect((await call(t.db, '/api/user/checkIn')).body.data).toMatchObject({ accountVerificationType: ['email'] });
      process.env.SMS_DRIVER = 'some-carrier';
      expect((await sms({ mobile: '13600000000', template_code: 'user_register' })).body.code).toBe(0);
    } finally {
      delete process.env.SMS_DRIVER;
    }
    expect((await call(t.db, '/api/user/checkIn')).body.data).toMatchObject({
      accountVerificationType: ['email', 'mobile'],
    });
  });

  it('each code sent clears away a bounded batch of expired codes', async () => {
    const past = now() - 3600;
    const expired = Array.from({ length: CODE_PURGE_BATCH + 3 }, (_, i) => ({
      key: `expired-${engine}-${i}`,
      event: 'user_register',
      code: 'x',
      attempts: 0,
      create_time: past - 600,
      expire_time: past,
    }));
    await t.db.insertInto('verification_code').values(expired).execute();
    const left = async () =>
      (await t.db.selectFrom('verification_code').select('key').where('key', 'like', `expired-${engine}-%`).execute())
        .length;
    expect((await ems({ email: `purge1-${engine}@example.com`, event: 'user_register' })).body.code).toBe(1);
    expect(await left()).toBe(3);
    expect((await ems({ email: `purge2-${engine}@example.com`, event: 'user_register' })).body.code).toBe(1);
    expect(await left()).toBe(0);
  });

  it('limits codes per client IP', async () => {
    const ip = '192.0.2.150';
    const start = now() - (now() % CODES_PER_IP.windowSeconds);
    await t.db
      .insertInto('rate_limit')
      .values({ key: `${CODES_PER_IP.name}:${ip}`, window_start: start, count: CODES_PER_IP.max })
      .execute();
    const res = await ems({ email: `ip-${engine}@example.com`, event: 'user_register' }, { ip });
    expect(res.body.msg).toBe('Too many code requests. Wait a minute before asking for another code.');
    expect(
      (await ems({ email: `ip-${engine}@example.com`, event: 'user_register' }, { ip: '192.0.2.151' })).body.code,
    ).toBe(1);
  });

  it('counts codes of IPv6 clients per /64', async () => {
    const first = '2001:db8:c0de:1::1';
    const start = now() - (now() % CODES_PER_IP.windowSeconds);
    await t.db
      .insertInto('rate_limit')
      .values({ key: rateLimitKey(CODES_PER_IP, first), window_start: start, count: CODES_PER_IP.max - 1 })
      .execute();
    const send = (n: number, ip: string) =>
      ems({ email: `v6-${n}-${engine}@example.com`, event: 'user_register' }, { ip });
    expect((await send(1, first)).body.code).toBe(1);
    // The last code of the window went to one address: its neighbour in the same /64 gets none, another /64 does.
    expect((await send(2, '2001:db8:c0de:1:8000::77')).body.msg).toBe(
      'Too many code requests. Wait a minute before asking for another code.',
    );
    expect((await send(3, '2001:db8:c0de:2::1')).body.code).toBe(1);
  });

  it('answers hostile input with a translated code 0', async () => {
    const bodies: Record<string, unknown>[] = [
      { email: ['a@b.cn'], event: 'user_register' },
      { email: { $ne: '' }, event: 'user_register' },
      { email: "a@b.cn' OR '1'='1", event: 'user_register' },
      { email: `${'a'.repeat(200)}@example.com`, event: 'user_register' },
      { email: 'a@b.cn\u0000', event: 'user_register' },
      { email: 'a\u202e@b.cn\r\nBcc: x@y.z', event: 'user_register' },
      { email: 'a@b.cn', event: ['user_register'] },
      { email: 'a@b.cn', event: 'user_register', captchaId: ['x'], captchaInfo: { a: 1 } },
    ];
    for (const body of bodies) {
      const res = await ems(body);
      expect(res.status).toBe(200);
      expect(res.body.code, JSON.stringify(body)).toBe(0);
      expect(res.body.msg).not.toBe('');
    }
  });
});

describe('Ems/send through a real SMTP server', () => {
  let t: TestDatabase;
  let server: SMTPServer;
  const received: Buffer[] = [];
  beforeAll(async () => {
    t = await setupDatabase('sqlite');
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks));
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    process.env.MAIL_FROM = 'Concierge Test <test@concierge.local>';
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    delete process.env.MAIL_FROM;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await t.cleanup();
  });

  it('delivers the code, which registers the member', async () => {
    const id = 'smtp-captcha';
    await call(t.db, `/api/common/clickCaptcha?id=${id}`);
    const stored = await readClickCaptcha(t.db, id, now());
    if (!stored) throw new Error('no captcha');
    const email = 'smtp-guest@example.com';
    const res = await call(t.db, '/api/Ems/send', {
      body: { email, event: 'user_register', captchaId: id, captchaInfo: answerInfo(stored.targets, stored) },
      lang: 'en',
    });
    expect(res.body).toMatchObject({ code: 1, msg: 'The verification code has been sent. Check your e-mail.' });
    expect(received).toHaveLength(1);
    const mail = await simpleParser(received[0] as Buffer);
    expect(mail.from?.value[0]).toMatchObject({ address: 'test@concierge.local' });
    expect(mail.subject).toBe('Sign-up verification code - Concierge Hotels');
    const code = /code is ([A-Z0-9]{4})\./.exec(mail.text ?? '')?.[1] ?? '';
    const register = await call(t.db, '/api/user/checkIn', {
      body: {
        tab: 'register',
        registerType: 'email',
        username: 'smtp_guest',
        password: 'secret123',
        email,
        mobile: '',
        captcha: code.toLowerCase(),
      },
      lang: 'en',
    });
    expect(register.body).toMatchObject({ code: 1, msg: 'You are now logged in.', data: { routePath: '/user' } });
  });
});
