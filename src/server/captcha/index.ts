/** The click captcha (contract §5.1): layout, rendering, storage and checking. */
export { answerInfo } from './geometry';
export { type ClickCaptchaData, captchaKey, createClickCaptcha, readClickCaptcha } from './store';
