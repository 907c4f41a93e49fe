export * from './errors';
export * from './status';
export * from './failure';
export * from './fromResponse';
export * from './pageMessages';
export * from './failureMessage';
