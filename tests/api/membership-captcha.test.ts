/** /api/common/clickCaptcha and checkClickCaptcha (contract §5.1). */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_PER_IP, rateLimitKey } from '~/server/auth/rate-limit';
import { answerInfo, type ClickCaptchaData, captchaKey, readClickCaptcha } from '~/server/captcha';
import { call, ENGINES, setupDatabase, type TestDatabase } from './helpers';

const now = () => Math.floor(Date.now() / 1000);

/** PNG chunk types of a file. */
function pngChunks(png: Buffer): string[] {
  const types: string[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    types.push(png.toString('latin1', at + 4, at + 8));
    at += 12 + length;
  }
  return types;
}

describe.each(ENGINES)('click captcha (%s)', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await setupDatabase(engine);
  });
  afterAll(async () => t.cleanup());

  const get = (id: unknown, lang: 'en' | 'zh-cn' = 'zh-cn', ip = '10.0.0.1') =>
    call<ClickCaptchaData>(t.db, `/api/common/clickCaptcha?id=${encodeURIComponent(String(id))}`, { lang, ip });
  const check = (body: unknown) => call(t.db, '/api/common/checkClickCaptcha', { body });
  const solved = async (id: string, shown = { width: 350, height: 200 }) => {
    const stored = await readClickCaptcha(t.db, id, now());
    if (!stored) throw new Error('no captcha');
    return answerInfo(stored.targets, stored, shown);
  };

  it('answers id, 2 targets, a 350×200 PNG without text chunks', async () => {
    const res = await get('c-1');
    expect(res.body.code).toBe(1);
    const { data } = res.body;
    expect(data).toMatchObject({ id: 'c-1', width: 350, height: 200 });
    expect(data.text).toHaveLength(2);
    for (const item of data.text) expect(item).toMatch(/^(\p{Script=Han}|<\p{Script=Han}+>)$/u);
    expect(data.base64.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(data.base64.slice('data:image/png;base64,'.length), 'base64');
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 350, height: 200 });
    const chunks = pngChunks(png);
    expect(chunks[0]).toBe('IHDR');
    expect(chunks.filter((c) => ['tEXt', 'zTXt', 'iTXt', 'eXIf'].includes(c))).toEqual([]);
    for (const item of data.text) expect(png.includes(Buffer.from(item))).toBe(false);
    // Stored under sha256(id), with boxes, for 600 s.
    const row = await t.db
      .selectFrom('click_captcha')
      .selectAll()
      .where('key', '=', captchaKey('c-1'))
      .executeTakeFirstOrThrow();
    expect(row.expire_time - row.create_time).toBe(600);
    expect(JSON.parse(row.data).targets).toHaveLength(2);
  });

  it('names icons <飞机> in zh-cn and <aeroplane> in en', async () => {
    const seen = { zh: false, en: false };
    for (let i = 0; i < 40 && !(seen.zh && seen.en); i++) {
      for (const lang of ['zh-cn', 'en'] as const) {
        const { data } = (await get(`icons-${lang}-${i}`, lang)).body;
        for (const item of data.text.filter((x) => x.startsWith('<'))) {
          if (lang === 'en') expect(item).toMatch(/^<[a-z]+>$/);
          else expect(item).toMatch(/^<\p{Script=Han}+>$/u);
          seen[lang === 'en' ? 'en' : 'zh'] = true;
        }
      }
    }
    expect(seen).toEqual({ zh: true, en: true });
  });

  it('checks clicks rescaled from the rendered size; unset=false keeps, unset=true consumes', async () => {
    await get('c-2');
    const info = await solved('c-2', { width: 700, height: 400 });
    expect((await check({ id: 'c-2', info, unset: false })).body).toMatchObject({ code: 1, msg: '' });
    expect((await check({ id: 'c-2', info })).body.code).toBe(1);
    expect((await check({ id: 'c-2', info, unset: true })).body.code).toBe(1);
    expect((await check({ id: 'c-2', info, unset: true })).body).toMatchObject({ code: 0, msg: '' });
  });

  it('a wrong answer fails and voids the captcha; a new captcha replaces the old one', async () => {
    await get('c-3');
    const info = await solved('c-3');
    const [first = '', second = ''] = info.split(';')[0]?.split('-') ?? [];
    expect((await check({ id: 'c-3', info: `${second}-${first};350;200`, unset: false })).body).toMatchObject({
      code: 0,
      msg: '',
    });
    expect((await check({ id: 'c-3', info, unset: false })).body.code).toBe(0);

    await get('c-4');
    const old = await solved('c-4');
    await get('c-4');
    const fresh = await solved('c-4');
    const count = await t.db.selectFrom('click_captcha').select('key').where('key', '=', captchaKey('c-4')).execute();
    expect(count).toHaveLength(1);
    if (old !== fresh) expect((await check({ id: 'c-4', info: old })).body.code).toBe(0);
    else expect((await check({ id: 'c-4', info: fresh })).body.code).toBe(1);
  });

  it('expires after 600 s', async () => {
    await get('c-5');
    const info = await solved('c-5');
    await t.db
      .updateTable('click_captcha')
      .set({ expire_time: now() - 1 })
      .where('key', '=', captchaKey('c-5'))
      .execute();
    expect((await check({ id: 'c-5', info })).body.code).toBe(0);
  });

  it('hostile input is a translated code 0, never a 500', async () => {
    const missing = await call(t.db, '/api/common/clickCaptcha', { lang: 'en' });
    expect(missing.body).toMatchObject({ code: 0, msg: 'The request parameters are not valid.' });
    expect((await get('x'.repeat(500), 'en')).body.code).toBe(0);
    for (const body of [
      { id: ['c-1'], info: '1,1;350;200' },
      { id: 'c-1', info: { x: 1 } },
      { id: "' OR 1=1 --", info: "1,1;350;200' --" },
      { id: 'c-1', info: 'NaN,Infinity;0;0' },
      { id: '𝔘𝔫𝔦𝔠𝔬𝔡𝔢', info: '１,１;３５０;２００' },
      { id: 'c-1', info: '9'.repeat(100000) },
      'not json',
    ]) {
      const res = await check(body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(200);
      expect(res.body.code).toBe(0);
    }
  });

  it('limits captcha generation per IP', async () => {
    const ip = '198.51.100.200';
    const start = now() - (now() % CAPTCHA_PER_IP.windowSeconds);
    await t.db
      .insertInto('rate_limit')
      .values({ key: `${CAPTCHA_PER_IP.name}:${ip}`, window_start: start, count: CAPTCHA_PER_IP.max })
      .execute();
    const res = await get('limited', 'en', ip);
    expect(res.body.code).toBe(0);
    expect(res.body.msg).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    expect((await get('other-ip', 'en', '198.51.100.201')).body.code).toBe(1);
  });

  it('counts IPv6 clients of one /64 together, other /64s apart', async () => {
    const start = now() - (now() % CAPTCHA_PER_IP.windowSeconds);
    await t.db
      .insertInto('rate_limit')
      .values({
        key: rateLimitKey(CAPTCHA_PER_IP, '2001:db8:cafe:1::1'),
        window_start: start,
        count: CAPTCHA_PER_IP.max - 1,
      })
      .execute();
    // The last image of the window goes to one address; its neighbour in the same /64 gets none.
    expect((await get('v6-a', 'en', '2001:db8:cafe:1::1')).body.code).toBe(1);
    const neighbour = await get('v6-b', 'en', '2001:db8:cafe:1:ffff:1:2:3');
    expect(neighbour.body.code).toBe(0);
    expect(neighbour.body.msg).toMatch(/^Too many requests\./);
    expect((await get('v6-c', 'en', '[2001:DB8:CAFE:1::abcd]')).body.code).toBe(0);
    expect((await get('v6-d', 'en', '2001:db8:cafe:2::1')).body.code).toBe(1);
  });
});
