/**
 * The shared flow of `POST /api/Ems/send` and `POST /api/Sms/send` (contract §5.5, §5.6), in the contract's order:
 * service available → input valid → click captcha (consumed) → one code per target and event per 60 s → the
 * event's precondition → per-IP limit → store the code and deliver it (the code is dropped if delivery fails).
 */
import '~/lib/validation/jitless';
import type { z } from 'zod/mini';
import type { VerificationType } from '~/lib/validation/rules';
import { isMember } from '~/server/auth/current-user';
import { findMemberBy } from '~/server/auth/find-member';
import { CODES_PER_IP, hitRateLimit } from '~/server/auth/rate-limit';
import { checkClickCaptcha } from '~/server/captcha/store';
import type { ApiContext } from '~/server/http/context';
import { ok, type Success } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { firstInvalidField, parseInput, pick } from '~/server/http/input';
import { checkMemberPassword, throttledError } from '~/server/http/member';
import { discardCode, issueCode, recentlySent } from './codes';

export type Purpose = 'register' | 'change' | 'retrieve' | 'verify';

/** `api` keys a channel answers with. */
export interface ChannelMessages {
  unavailable: string;
  frequent: string;
  /** register: the target already belongs to a member. */
  registered: string;
  /** change: the new target belongs to a member. */
  occupied: string;
  /** retrieve: no member has the target. */
  notRegistered: string;
  /** verify: the target is not the member's own. */
  notOwn: string;
  sent: string;
  failed: string;
}

export interface CodeChannel {
  /** Body field and user column of the target. */
  field: VerificationType;
  /** Body field of the event / template name. */
  eventField: 'event' | 'template_code';
  schema: z.core.$ZodType<
    { captchaId: string; captchaInfo: string; password?: string | undefined } & Record<string, unknown>
  >;
  /** event name → purpose */
  purposes: Readonly<Record<string, Purpose>>;
  messages: ChannelMessages;
  available(): boolean;
  deliver(ctx: ApiContext, target: string, event: string, code: string): Promise<void>;
}

async function checkPrecondition(
  ctx: ApiContext,
  channel: CodeChannel,
  purpose: Purpose,
  target: string,
  password: string | undefined,
): Promise<void> {
  const { messages } = channel;
  if (purpose === 'verify') {
    const auth = await ctx.auth();
    if (!isMember(auth)) throw new ApiError('Please login first');
    const own = auth.user[channel.field];
    if (!own || own.toLowerCase() !== target.toLowerCase()) throw new ApiError(messages.notOwn);
    const verdict = await checkMemberPassword(ctx.db, auth.user, password ?? '', ctx.ip, ctx.now);
    if (verdict === 'throttled') throw throttledError();
    if (verdict === 'wrong') throw new ApiError('Password error');
    return;
  }
  const taken = (await findMemberBy(ctx.db, channel.field, target)) !== undefined;
  if (purpose === 'register' && taken) throw new ApiError(messages.registered);
  if (purpose === 'change' && taken) throw new ApiError(messages.occupied);
  if (purpose === 'retrieve' && !taken) throw new ApiError(messages.notRegistered);
}

export async function sendCode(ctx: ApiContext, channel: CodeChannel): Promise<Success<null>> {
  if (!channel.available()) throw new ApiError(channel.messages.unavailable);

  const input = pick(ctx.body, [channel.field, channel.eventField, 'captchaId', 'captchaInfo', 'password']);
  const invalid = firstInvalidField(channel.schema, input);
  if (invalid === 'captchaId' || invalid === 'captchaInfo') throw new ApiError('Captcha error');
  if (invalid === channel.eventField) throw new ApiError('Parameter error');
  const data = parseInput(channel.schema, input, ctx);
  const target = String(data[channel.field]);
  const event = String(data[channel.eventField]);
  const purpose = channel.purposes[event];
  if (!purpose) throw new ApiError('Parameter error');

  if (!(await checkClickCaptcha(ctx.db, data.captchaId, data.captchaInfo, true, ctx.now))) {
    throw new ApiError('Captcha error');
  }
  if (await recentlySent(ctx.db, target, event, ctx.now)) throw new ApiError(channel.messages.frequent);
  await checkPrecondition(ctx, channel, purpose, target, data.password);

  const limit = await hitRateLimit(ctx.db, CODES_PER_IP, ctx.ip, ctx.now);
  if (!limit.allowed) throw new ApiError(channel.messages.frequent);
  await deliverCode(ctx, channel, target, event);
  return ok(null, channel.messages.sent);
}

/**
 * Issues a code for `event` to `target` and delivers it (one a minute per target and event); a code that cannot be
 * delivered is discarded. The checks of who may ask are the caller's (a member's request above; an operator's reset).
 */
export async function deliverCode(ctx: ApiContext, channel: CodeChannel, target: string, event: string): Promise<void> {
  const code = await issueCode(ctx.db, target, event, ctx.now);
  if (code === undefined) throw new ApiError(channel.messages.frequent);
  try {
    await channel.deliver(ctx, target, event, code);
  } catch (error) {
    console.error(`[${channel.field}] could not deliver a ${event} code:`, (error as Error).message);
    await discardCode(ctx.db, target, event);
    throw new ApiError(channel.messages.failed);
  }
}
