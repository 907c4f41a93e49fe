export * from './baseProducts';
export * from './design';
export * from './printCount';
export * from './price';
export * from './resolution';
export * from './editing';
export * from './history';
export * from './routes';
