export * from './gate';
export * from './RequestPermissionDialog';
export * from './usePermissionRequest';
export { permissionStyles } from './styles';
