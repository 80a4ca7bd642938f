/**
 * Which account verifications the site offers (contract §3.1 `accountVerificationType`). E-mail always works (real
 * SMTP or the outbox of the embedded default); mobile when an SMS driver is configured (env SMS_DRIVER).
 * TODO(issue 3 "Membership"): use the sign-in module's own function once it exports one, so checkIn and profile
 * can never disagree.
 */
import type { ApiContext } from '../../http/context';

export type VerificationType = 'email' | 'mobile';

export async function accountVerificationTypes(
  _ctx: ApiContext,
  env: NodeJS.ProcessEnv = process.env,
): Promise<VerificationType[]> {
  const sms = env.SMS_DRIVER?.trim().toLowerCase() ?? '';
  return sms && sms !== 'none' && sms !== 'off' ? ['email', 'mobile'] : ['email'];
}
