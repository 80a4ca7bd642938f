/**
 * Sign-in's public face for other features' browser code: the send-code button, and the change-password schema as
 * a loader, so that a page importing the button does not ship zod (server code: `index.server.ts`).
 */

export { default as SendCodeButton, type SendCodeButtonProps, type SendCodeText } from './SendCodeButton';
export type { CodeChannel, CodePurpose } from './sendCode';

/** The change-password schema the API uses, loaded on demand (see `useFormValidation`). */
export const loadChangePasswordSchema = () => import('./schemas').then((m) => m.changePasswordSchema);
