import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSmsDriver, registerSmsDriver, SmsNotConfiguredError, smsOutboxFile } from './driver';

const dir = mkdtempSync(join(tmpdir(), 'concierge-sms-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('SMS drivers', () => {
  it('outbox (default) appends one JSON line per message to $DATA_DIR/outbox/sms.log', async () => {
    const env = { DATA_DIR: dir };
    const driver = createSmsDriver(env);
    expect(driver?.name).toBe('outbox');
    expect(driver?.available).toBe(true);
    await driver?.send({ mobile: '13800138000', template: 'user_register', data: { code: 'AB3X' }, text: 'code AB3X' });
    await driver?.send({
      mobile: '13900139000',
      template: 'user_retrieve_pwd',
      data: { code: 'ZZ22' },
      text: '验证码 ZZ22',
    });
    const lines = readFileSync(smsOutboxFile(env), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ mobile: '13800138000', template: 'user_register', data: { code: 'AB3X' } });
    expect(lines[1]).toMatchObject({ mobile: '13900139000', text: '验证码 ZZ22' });
    expect(typeof lines[0].time).toBe('number');
  });

  it('can be switched off', () => {
    expect(createSmsDriver({ SMS_DRIVER: 'off' })).toBeUndefined();
  });

  it('an unregistered carrier is a named boundary: not available, and says so', async () => {
    const driver = createSmsDriver({ SMS_DRIVER: 'aliyun' });
    expect(driver?.available).toBe(false);
    await expect(driver?.send({ mobile: '1', template: 't', data: {}, text: '' })).rejects.toBeInstanceOf(
      SmsNotConfiguredError,
    );
    await expect(driver?.send({ mobile: '1', template: 't', data: {}, text: '' })).rejects.toThrow(
      /aliyun.*not configured/,
    );
  });

  it('a registered carrier is used', async () => {
    const sent: string[] = [];
    registerSmsDriver('test-carrier', () => ({
      name: 'test-carrier',
      available: true,
      send: async (m) => void sent.push(m.mobile),
    }));
    await createSmsDriver({ SMS_DRIVER: 'Test-Carrier' })?.send({ mobile: '138', template: 't', data: {}, text: '' });
    expect(sent).toEqual(['138']);
  });
});
