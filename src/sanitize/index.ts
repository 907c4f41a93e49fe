export * from './html';
export * from './svg';
