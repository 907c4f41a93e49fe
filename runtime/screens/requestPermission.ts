import { createApiClient } from '../../src/api';
import type { RequestPermission } from '../../src/ui/permissions';
import type { StorefrontServices } from '../app/services';

/** Posts a permission request with the shopper's session (CSRF included by the transport). */
export const requestPermissionWith =
  (services: Pick<StorefrontServices, 'transport'>): RequestPermission =>
  (permissions, reason) =>
    createApiClient(services.transport).forms.requestPermission(permissions, reason);
