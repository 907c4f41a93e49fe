import { z } from 'zod';
import { SESSION_MESSAGES } from './session';

/** POST /atlas/permissions/request/{permissions}/ answers with this message. */
export const PERMISSION_REQUESTED_MESSAGE = 'Permission request successfully submitted';

/** The permission a request-dashboard-permission asks for: this store's dashboard. */
export const DASHBOARD_PERMISSION = 'dashboard';
/** Editing the store's pages (creating, duplicating, deleting, publishing). */
export const PAGES_EDIT_PERMISSION = 'pages.edit';
/** A store's Pro plan. */
export const PRO_PERMISSION = 'pro';

/** The `{permissions}` path segment: one or more names, comma separated. */
export const permissionsParamSchema = z
  .string()
  .trim()
  .max(200)
  .regex(/^[a-z][\w.:-]*(,[a-z][\w.:-]*)*$/i);

/** Does this request ask for the dashboard (the second kind, which must give a reason)? */
export const asksForDashboard = (permissions: string): boolean =>
  permissions.split(',').includes(DASHBOARD_PERMISSION);

/** The request body: a reason, required when the dashboard is asked for. */
export const permissionRequestSchema = (permissions: string) =>
  z.object({
    reason: asksForDashboard(permissions)
      ? z
          .string({ error: SESSION_MESSAGES.required })
          .trim()
          .min(1, SESSION_MESSAGES.required)
          .max(2000)
      : z.string().trim().max(2000).default(''),
  });
