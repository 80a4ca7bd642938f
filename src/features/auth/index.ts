/** Sign-in's public face for other features' browser code: the send-code button (it does not ship zod). */

export { type CodeFieldText, default as CodeField } from './CodeField';
export { default as SendCodeButton, type SendCodeText } from './SendCodeButton';
