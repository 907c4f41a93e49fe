export * from './errors';
export * from './status';
export * from './pageMessages';
