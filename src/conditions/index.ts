export * from './context';
export * from './messages';
export * from './builtins';
export * from './registry';
