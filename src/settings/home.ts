import { z } from 'zod';
import { SETUP_STEP_CODES } from './setupSteps';
import { STORE_STATUSES } from './storeStatus';

/** GET /divisions/{division}/dashboard-home/: what the dashboard home shows. */
export const dashboardHomeSchema = z.object({
  store: z.object({
    name: z.string(),
    status: z.enum(STORE_STATUSES),
    address: z.string(),
  }),
  steps: z.array(
    z.object({
      code: z.enum(SETUP_STEP_CODES),
      title: z.string(),
      description: z.string(),
      href: z.string(),
      done: z.boolean(),
    }),
  ),
  recentOrders: z.array(
    z.object({
      hash: z.string(),
      status: z.string(),
      total: z.number(),
      currency: z.string(),
      email: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type DashboardHome = z.infer<typeof dashboardHomeSchema>;
