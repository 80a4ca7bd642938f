/** Sign-in's server face for other features: the code field's strings. */

/** The login's answer asks for the click captcha (the console's sign-in reads it too). */
export { loginNeedsCaptcha } from './form';
export { codeFieldText } from './formText';
