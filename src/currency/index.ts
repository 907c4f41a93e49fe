export * from './entry';
export * from './currencies';
export * from './format';
export * from './convert';
export * from './available';
