/**
 * The dashboard's view of the notification calls (server/notifications/routes.ts). Screens
 * read it with `useNotificationsApi()`, so tests hand them a fake through the context.
 */
import { createContext, useContext } from 'react';
import { z } from 'zod';
import { fetchTransport, type Transport } from '../../src/api';
import type { ComposeNotificationInput } from '../../src/notifications';

export const sentNotificationSchema = z.object({
  id: z.number(),
  title: z.string(),
  template: z.string(),
  audience: z.string(),
  createdAt: z.string(),
  scheduledAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  version: z.number(),
  delivered: z.number(),
  opened: z.number(),
});
export type SentNotification = z.infer<typeof sentNotificationSchema>;

export const productChoiceSchema = z.object({ id: z.number(), name: z.string() });
export type ProductChoice = z.infer<typeof productChoiceSchema>;

export interface NotificationsApi {
  sent(divisionId: number): Promise<SentNotification[]>;
  compose(divisionId: number, input: ComposeNotificationInput): Promise<SentNotification>;
  products(divisionId: number): Promise<ProductChoice[]>;
  /** Withdraws a scheduled notification at the version shown; 409 when it changed or went. */
  cancel(divisionId: number, id: number, version: number): Promise<SentNotification>;
}

export function httpNotificationsApi(transport: Transport = fetchTransport()): NotificationsApi {
  return {
    sent: async (division) =>
      z
        .object({ notifications: z.array(sentNotificationSchema) })
        .parse(await transport({ method: 'GET', path: `/divisions/${division}/notifications/` }))
        .notifications,
    compose: async (division, input) =>
      z.object({ notification: sentNotificationSchema }).parse(
        await transport({
          method: 'POST',
          path: `/divisions/${division}/notifications/`,
          body: input,
        }),
      ).notification,
    cancel: async (division, id, version) =>
      z.object({ notification: sentNotificationSchema }).parse(
        await transport({
          method: 'POST',
          path: `/divisions/${division}/notifications/${id}/cancel/`,
          body: { version },
        }),
      ).notification,
    products: async (division) =>
      z.object({ products: z.array(productChoiceSchema) }).parse(
        await transport({
          method: 'GET',
          path: `/division/${division}/products/`,
          query: { limit: 100 },
        }),
      ).products,
  };
}

export const NotificationsApiContext = createContext<NotificationsApi>(httpNotificationsApi());
export const useNotificationsApi = (): NotificationsApi => useContext(NotificationsApiContext);
