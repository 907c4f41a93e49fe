export * from './money';
export * from './vat';
export * from './orderItem';
export * from './statusGroups';
export * from './orderHash';
export * from './entities';
