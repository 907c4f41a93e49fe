export * from './setupSteps';
export * from './storeStatus';
export * from './home';
export * from './plugins';
export * from './storeSettings';
export * from './customThemes';
