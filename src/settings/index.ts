export * from './setupSteps';
export * from './storeStatus';
export * from './home';
