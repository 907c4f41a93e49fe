export * from './date';
export * from './truncate';
export * from './search';
export * from './storage';
export * from './shopperSearch';
