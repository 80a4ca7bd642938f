/** Tables of sign-in and verification: click captchas and verification codes (Membership issue). */

export interface ClickCaptchaTable {
  /** SHA-256 hex of the client's captcha id. */
  key: string;
  /** JSON of `StoredCaptcha` (captcha/store.ts): the target boxes in click order and the image size. */
  data: string;
  create_time: number;
  expire_time: number;
}

export interface VerificationCodeTable {
  /** SHA-256 hex of target (e-mail lower-cased, or mobile) + event, e.g. 'a@b.cnuser_register'. */
  key: string;
  /** The purpose the code is bound to, e.g. 'user_register'. */
  event: string;
  /** SHA-256 hex of key + the upper-cased code; the code itself is never stored. */
  code: string;
  /** Wrong tries so far; the code is void at MAX_CODE_ATTEMPTS. */
  attempts: number;
  create_time: number;
  expire_time: number;
}

export interface MembershipTables {
  click_captcha: ClickCaptchaTable;
  verification_code: VerificationCodeTable;
}
