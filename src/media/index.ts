export * from './sizes';
export * from './lazy';
export * from './Icon';
export * from './cssUrl';
export * from './iconSchema';
export * from './imageCrop';
export * from './lazyImage';
export * from './focalPoint';
