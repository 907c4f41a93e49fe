import { createApiClient, fetchTransport } from '../src/api';
import type { RequestPermission } from '../src/ui/permissions';

/** Posts a permission request from the dashboard (the browser's session and CSRF token). */
export const requestPermission: RequestPermission = (permissions, reason) =>
  createApiClient(fetchTransport()).forms.requestPermission(permissions, reason);
