/** `POST /api/Ems/send` (contract §5.5): a code by e-mail, delivered by the mailer (SMTP or the mail outbox). */
import { sendEmsSchema } from '~/contract/userInput';
import { type CodeChannel, sendCode } from '~/server/codes/send-code';
import type { ApiContext } from '~/server/http/context';
import type { ModuleRoutes, Reply } from '~/server/http/router';
import { getMailer, mailAvailable } from '~/server/mail/mailer';
import { loadConfig } from '~/server/site/config';

export const emailChannel: CodeChannel = {
  field: 'email',
  eventField: 'event',
  schema: sendEmsSchema,
  purposes: {
    user_register: 'register',
    user_change_email: 'change',
    user_retrieve_pwd: 'retrieve',
    user_email_verify: 'verify',
  },
  messages: {
    unavailable: 'Mail sending service unavailable',
    frequent: 'Frequent email sending',
    registered: 'Email has been registered, please log in directly',
    occupied: 'The email has been occupied',
    notRegistered: 'Email not registered',
    notOwn: 'Please use the account registration email to send the verification code',
    sent: 'Mail sent successfully~',
    failed: 'Mail sending failed, please try again later',
  },
  available: mailAvailable,
  async deliver(ctx, target, event, code) {
    const config = await loadConfig(ctx.db, ctx.lang);
    await getMailer().send({
      to: target,
      subject: `${ctx.t(event)} - ${config.site_name}`,
      text: ctx.t('Your verification code is: %s', { code }),
    });
  },
};

const sendEms = (ctx: ApiContext): Reply<'ems/send'> => sendCode(ctx, emailChannel);

export const emsRoutes = {
  'ems/send': { POST: sendEms },
} satisfies ModuleRoutes;
