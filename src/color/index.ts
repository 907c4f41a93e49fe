export * from './rgba';
export * from './hex';
export * from './contrast';
