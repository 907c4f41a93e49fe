export * from './approval';
export * from './baseProducts';
export * from './collectionInput';
export * from './pricing';
export * from './productInput';
export * from './urlName';
export * from './view';
export * from './editForm';
