/** Sign-in's public server face for other features: the schemas their form handlers check with. */
export { changePasswordSchema } from './schemas';
