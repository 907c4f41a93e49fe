export * from './permissions';
export * from './staff';
export * from './orderFlow';
export * from './schemas';
export * from './labels';
export * from './approvals';
export * from './permissionRequests';
export * from './staffForm';
