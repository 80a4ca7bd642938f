export * from './queue';
export * from './timer';
