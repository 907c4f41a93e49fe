/** Dashboard screens for notifications: the builder (issue 22). */
export { BuilderScreen, type BuilderScreenProps } from './BuilderScreen';
export {
  NotificationsApiContext,
  httpNotificationsApi,
  useNotificationsApi,
  type NotificationsApi,
} from './notificationsApi';
export { DashboardBell } from './DashboardBell';
