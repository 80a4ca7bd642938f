/** Sign-in's public face for other features: the send-code button and the verification schemas. */

export { default as SendCodeButton, type SendCodeButtonProps, type SendCodeText } from './SendCodeButton';
export { changePasswordSchema } from './schemas';
export type { CodeChannel, CodePurpose } from './sendCode';
