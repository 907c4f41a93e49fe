export * from './types';
export * from './links';
export * from './follow';
export * from './mail';
export * from './blogPost';
export * from './BlockLink';
