export * from './issues';
export * from './rules';
export * from './schemas';
