/**
 * Click captchas in table `click_captcha` (contract §5.1): created per client id (a new one replaces the old),
 * kept 600 s under sha256(id), checked against the clicks, consumed by the action they guard. A failed check voids
 * the captcha, so each image allows one guess.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ClickCaptchaData } from '~/contract/user';
import type { DB } from '~/server/db/schema';
import { clicksMatch, type TargetBox } from './geometry';
import { ICONS, iconLabel } from './icons';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, layoutCaptcha, TARGETS } from './layout';
import { renderCaptchaPng } from './render';

export type { ClickCaptchaData };

export const CAPTCHA_TTL = 600;
/** Longest client id accepted (clients send a UUID). */
export const MAX_CAPTCHA_ID_LENGTH = 128;

/** What the table keeps: the targets in click order and the natural image size. */
export interface StoredCaptcha {
  width: number;
  height: number;
  targets: TargetBox[];
}

export const captchaKey = (id: string) => createHash('sha256').update(id, 'utf8').digest('hex');

/** Draws a new captcha for `id`, stores its targets (replacing any earlier one) and returns the client's data. */
export async function createClickCaptcha(db: Kysely<DB>, id: string, lang: string, now: number) {
  const items = layoutCaptcha();
  const targets = items.slice(0, TARGETS);
  const png = await renderCaptchaPng(items);
  const stored: StoredCaptcha = { width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT, targets: targets.map((i) => i.box) };
  const row = { key: captchaKey(id), data: JSON.stringify(stored), create_time: now, expire_time: now + CAPTCHA_TTL };
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('click_captcha').where('expire_time', '<', now).execute();
    await trx
      .insertInto('click_captcha')
      .values(row)
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({ data: row.data, create_time: now, expire_time: row.expire_time }),
      )
      .execute();
  });
  const text = targets.map((item) => {
    const icon = item.kind === 'icon' ? ICONS.find((i) => i.name === item.name) : undefined;
    return icon ? iconLabel(icon, lang) : item.name;
  });
  const data: ClickCaptchaData = {
    id,
    text,
    base64: `data:image/png;base64,${png.toString('base64')}`,
    width: CAPTCHA_WIDTH,
    height: CAPTCHA_HEIGHT,
  };
  return data;
}

function parseStored(data: string): StoredCaptcha | undefined {
  try {
    const parsed = JSON.parse(data) as StoredCaptcha;
    return Array.isArray(parsed.targets) && parsed.width > 0 && parsed.height > 0 ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** The stored, unexpired captcha of a client id (the end-to-end tests read the boxes here to click them). */
export async function readClickCaptcha(db: Kysely<DB>, id: string, now: number): Promise<StoredCaptcha | undefined> {
  if (!id || id.length > MAX_CAPTCHA_ID_LENGTH) return undefined;
  const row = await db
    .selectFrom('click_captcha')
    .select(['data', 'expire_time'])
    .where('key', '=', captchaKey(id))
    .executeTakeFirst();
  if (!row || row.expire_time <= now) return undefined;
  return parseStored(row.data);
}

async function remove(db: Kysely<DB>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('click_captcha').where('key', '=', captchaKey(id)).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Checks the answer `info` for captcha `id`. Success with `unset` deletes the record (the default: the guarded
 * action consumes it); success without it keeps the record for the guarded action. Failure always deletes it.
 */
export async function checkClickCaptcha(
  db: Kysely<DB>,
  id: string,
  info: string,
  unset: boolean,
  now: number,
): Promise<boolean> {
  if (!id || id.length > MAX_CAPTCHA_ID_LENGTH) return false;
  const stored = await readClickCaptcha(db, id, now);
  if (!stored || !clicksMatch(stored.targets, info, stored.width, stored.height)) {
    await remove(db, id);
    return false;
  }
  // Deleting must succeed for the answer to count: of two concurrent consumers only one wins.
  return unset ? remove(db, id) : true;
}
