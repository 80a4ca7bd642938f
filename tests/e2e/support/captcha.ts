/**
 * Solving the click captcha in a test: the popup's client id is read from its image request, the target boxes
 * from the instance's database (support/db.ts), and the points are clicked in the rendered image.
 */
import { expect, type Page, type Response } from '@playwright/test';
import { storedCaptchaData } from './db';
import type { Instance } from './instance';

interface Box {
  kind: 'text' | 'icon';
  x: number;
  y: number;
  w: number;
  h: number;
}
interface Stored {
  width: number;
  height: number;
  targets: Box[];
}

const isLoad = (response: Response) => response.url().includes('/api/common/clickCaptcha?');

/** Starts waiting for the next captcha image; call before the action that opens or reloads the popup. */
export function nextCaptcha(page: Page): Promise<string> {
  return page.waitForResponse(isLoad).then(async (response) => {
    const body = (await response.json()) as { code: number; data: { id: string } };
    expect(body.code).toBe(1);
    return body.data.id;
  });
}

async function stored(instance: Instance, id: string): Promise<Stored> {
  const data = await storedCaptchaData(instance.db(), id);
  if (data === undefined) throw new Error(`no stored captcha for ${id}`);
  return JSON.parse(data) as Stored;
}

const centre = (box: Box) => ({
  x: box.x + box.w / 2,
  y: box.kind === 'text' ? box.y - box.h / 2 : box.y + box.h / 2,
});
const inside = (box: Box, p: { x: number; y: number }) =>
  p.x >= box.x &&
  p.x <= box.x + box.w &&
  (box.kind === 'text' ? p.y >= box.y - box.h && p.y <= box.y : p.y >= box.y && p.y <= box.y + box.h);

async function clickAll(page: Page, data: Stored, points: Array<{ x: number; y: number }>) {
  const image = page.getByTestId('captcha-image');
  await expect(image).toBeVisible();
  const rect = await image.boundingBox();
  if (!rect) throw new Error('captcha image not rendered');
  const sx = rect.width / data.width;
  const sy = rect.height / data.height;
  for (const point of points) await image.click({ position: { x: point.x * sx, y: point.y * sy } });
}

/** Clicks the targets right. */
export async function solveCaptcha(page: Page, instance: Instance, id: string): Promise<void> {
  const data = await stored(instance, id);
  await clickAll(page, data, data.targets.map(centre));
}

/** Clicks points that miss every target. */
export async function missCaptcha(page: Page, instance: Instance, id: string): Promise<void> {
  const data = await stored(instance, id);
  const misses: Array<{ x: number; y: number }> = [];
  for (let y = 6; y < data.height && misses.length < data.targets.length; y += 12) {
    for (let x = 6; x < data.width && misses.length < data.targets.length; x += 12) {
      const p = { x, y };
      if (!data.targets.some((box) => inside(box, p)) && !misses.some((m) => Math.hypot(m.x - x, m.y - y) < 40)) {
        misses.push(p);
      }
    }
  }
  await clickAll(page, data, misses);
}
