export { AccountScreen } from './AccountScreen';
export { AccountApiContext, httpAccountApi, type AccountApi } from './accountApi';
