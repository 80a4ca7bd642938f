/** Sign-in's public face for other features: the send-code button and the verification schemas. */
export { changePasswordSchema } from './schemas';
export { enhanceSendCode } from './sendCode';
