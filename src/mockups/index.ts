export * from './artwork';
export * from './garments';
export * from './mockup';
