export * from './constants';
export * from './numeric';
export * from './result';
export * from './block';
export * from './page';
export * from './parse';
export * from './ids';
export * from './catalog';
