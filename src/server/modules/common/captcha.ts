/** `GET /api/common/clickCaptcha?id=` and `POST /api/common/checkClickCaptcha` (contract §5.1). */
import { isTruthy } from '~/lib/validation/truthy';
import { CAPTCHA_PER_IP, hitRateLimit } from '~/server/auth/rate-limit';
import { checkClickCaptcha, createClickCaptcha, MAX_CAPTCHA_ID_LENGTH } from '~/server/captcha/store';
import type { ApiContext } from '~/server/http/context';
import { ok } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { stringParam } from '~/server/http/request';
import type { Reply } from '~/server/http/router';

/** "Please do not request frequently. Try again in N seconds." */
export const tooFrequentError = (seconds: number) =>
  new ApiError('Please do not request frequently', { params: { seconds } });

async function clickCaptcha(ctx: ApiContext): Reply<'common/clickcaptcha'> {
  const id = stringParam(ctx.query, 'id').trim();
  if (!id || id.length > MAX_CAPTCHA_ID_LENGTH) throw new ApiError('Parameter error');
  const limit = await hitRateLimit(ctx.db, CAPTCHA_PER_IP, ctx.ip, ctx.now);
  if (!limit.allowed) throw tooFrequentError(limit.retryAfter);
  return ok(await createClickCaptcha(ctx.db, id, ctx.lang, ctx.now));
}

/** Code 1 or code 0, both with msg '' (the front end suppresses the toast). `unset` is read by `isTruthy`. */
async function checkClick(ctx: ApiContext): Reply<'common/checkclickcaptcha'> {
  const id = stringParam(ctx.body, 'id');
  const info = stringParam(ctx.body, 'info');
  const passed = await checkClickCaptcha(ctx.db, id, info, isTruthy(ctx.body.unset), ctx.now);
  if (!passed) throw new ApiError('', { translated: true });
  return ok(null, '');
}

export const captchaRoutes = {
  'common/clickcaptcha': { GET: clickCaptcha },
  'common/checkclickcaptcha': { POST: checkClick },
};
