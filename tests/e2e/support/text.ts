import { readFileSync } from 'node:fs';
import { LANGS, type TestLang } from '../fixtures';
/** Strings the sign-in tests look for, per language (src/i18n/<lang>/login.json, captcha.json). */
export const SIGNIN_TEXT = {
  'zh-cn': {
    siteName: '礼宾酒店',
    loginHeading: '登录礼宾酒店',
    registerHeading: '注册礼宾酒店账号',
    retrieveHeading: '找回礼宾酒店账号密码',
    registerTitle: '注册 - 礼宾酒店',
    retrieveTitle: '找回密码 - 礼宾酒店',
    forgot: '忘记密码？',
    registerLink: '还没有账户？立即注册',
    backToLogin: '返回登录',
    viaEmail: '通过邮箱',
    viaMobile: '通过手机号',
    send: '发送',
    seconds: /^\d+ 秒$/,
    pleaseClick: '请依次点击',
    success: '验证成功！',
    wrong: '未点中正确区域，请重试！',
    changed: '密码已修改，请使用新密码登录。',
    mailSent: '验证码已发送，请查收邮件。',
    captchaNeedsJs: '验证码需要 JavaScript',
    codeNeedsJs: '发送验证码需要 JavaScript',
    badAccount: '用户名须为 3 到 15 位，以字母开头，只能包含字母、数字和下划线',
    needEmail: '请输入邮箱',
  },
  en: {
    siteName: 'Concierge Hotels',
    loginHeading: 'Log in to Concierge Hotels',
    registerHeading: 'Sign up for Concierge Hotels',
    retrieveHeading: 'Reset your password for Concierge Hotels',
    registerTitle: 'Sign up - Concierge Hotels',
    retrieveTitle: 'Reset password - Concierge Hotels',
    forgot: 'Forgot your password?',
    registerLink: 'No account yet? Sign up',
    backToLogin: 'Back to login',
    viaEmail: 'By e-mail',
    viaMobile: 'By mobile number',
    send: 'Send',
    seconds: /^\d+ s$/,
    pleaseClick: 'Click in this order:',
    success: 'Verification is successful!',
    wrong: 'The correct area is not clicked, please try again!',
    changed: 'Your password has been changed. Log in with your new password.',
    mailSent: 'The verification code has been sent. Check your e-mail.',
    captchaNeedsJs: 'the captcha needs JavaScript',
    codeNeedsJs: 'Sending the verification code needs JavaScript',
    badAccount: 'A user name has 3 to 15 characters: a letter first, then letters, digits or underscores',
    needEmail: 'Enter your e-mail address',
  },
} as const;

/** Where a login lands: /user, which may forward to the first member menu (the account overview). */
export const MEMBER_AREA = /\/user(\/account\/overview)?$/;

/** One translation file in each language, as the site reads it (`src/i18n/<lang>/<file>.json`). */
export function catalogue(file: string): Record<TestLang, Record<string, string>> {
  return Object.fromEntries(
    LANGS.map((lang) => [lang, JSON.parse(readFileSync(`src/i18n/${lang}/${file}.json`, 'utf8'))]),
  ) as Record<TestLang, Record<string, string>>;
}
