export * from './artwork';
export * from './garments';
export * from './garmentBounds';
export * from './mockup';
