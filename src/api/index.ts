export * from './transport';
export * from './schemas';
export * from './client';
