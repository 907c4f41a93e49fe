export * from './errors';
export * from './status';
