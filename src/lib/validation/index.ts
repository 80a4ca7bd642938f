export * from './formErrors';
export * from './formText';
export * from './issues';
export * from './rules';
export * from './schemas';
export * from './truthy';
