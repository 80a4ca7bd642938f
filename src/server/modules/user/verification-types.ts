/** Which account verification channels the site offers (contract §3.1 `accountVerificationType`). */
import type { VerificationType } from '~/lib/validation/rules';
import { mailAvailable } from '~/server/mail/mailer';
import { smsAvailable } from '~/server/sms/driver';

/** 'email' always (SMTP or the mail outbox), 'mobile' while an SMS driver is available (the outbox counts). */
export function accountVerificationTypes(): VerificationType[] {
  const types: VerificationType[] = [];
  if (mailAvailable()) types.push('email');
  if (smsAvailable()) types.push('mobile');
  return types;
}
