export * from './account';
export * from './formErrors';
export * from './issues';
export * from './membership';
export * from './rules';
export * from './schemas';
export * from './truthy';
