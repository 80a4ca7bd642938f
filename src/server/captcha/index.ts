/** The click captcha (contract §5.1): layout, rendering, storage and checking. */
export { answerInfo, boxCentre, boxContains, clicksMatch, parseInfo, type TargetBox } from './geometry';
export { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, DECOYS, TARGETS } from './layout';
export {
  CAPTCHA_TTL,
  type ClickCaptchaData,
  captchaKey,
  checkClickCaptcha,
  createClickCaptcha,
  readClickCaptcha,
  type StoredCaptcha,
} from './store';
