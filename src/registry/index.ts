export * from './types';
export * from './fields';
export * from './errors';
export * from './properties';
export * from './registry';
export * from './defineBlock';
export * from './blockData';
export * from './factories';
