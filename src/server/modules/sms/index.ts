/** `POST /api/Sms/send` (contract §5.6): a code by SMS through the configured driver (default: the SMS outbox). */
import { sendSmsSchema } from '~/contract/userInput';
import { type CodeChannel, sendCode } from '~/server/codes/send-code';
import type { ApiContext } from '~/server/http/context';
import type { ModuleRoutes, Reply } from '~/server/http/router';
import { loadConfig } from '~/server/site/config';
import { getSmsDriver, smsAvailable } from '~/server/sms/driver';

export const mobileChannel: CodeChannel = {
  field: 'mobile',
  eventField: 'template_code',
  schema: sendSmsSchema,
  purposes: {
    user_register: 'register',
    user_change_mobile: 'change',
    user_retrieve_pwd: 'retrieve',
    user_mobile_verify: 'verify',
  },
  messages: {
    unavailable: 'SMS sending service unavailable',
    frequent: 'Frequent SMS sending',
    registered: 'Mobile number has been registered, please log in directly',
    occupied: 'The mobile number has been occupied',
    notRegistered: 'Mobile number not registered',
    notOwn: 'Please use the account registration mobile number to send the verification code',
    sent: 'SMS sent successfully~',
    failed: 'SMS sending failed, please try again later',
  },
  available: () => smsAvailable(),
  async deliver(ctx, target, event, code) {
    const driver = getSmsDriver();
    if (!driver) throw new Error('SMS is switched off');
    const config = await loadConfig(ctx.db, ctx.lang);
    const text = `[${config.site_name}] ${ctx.t('Your verification code is: %s', { code })}`;
    await driver.send({ mobile: target, template: event, data: { code }, text });
  },
};

const sendSms = (ctx: ApiContext): Reply<'sms/send'> => sendCode(ctx, mobileChannel);

export const smsRoutes = {
  'sms/send': { POST: sendSms },
} satisfies ModuleRoutes;
