/** Sign-in's server face for other features: the code field's strings. */
export { codeFieldText } from './formText';
