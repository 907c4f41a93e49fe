import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { setupSteps, storeStatus, type DashboardHome } from '../../src/settings';
import { assertAccess, divisionNeed } from '../access';
import type { AppContext } from '../context';
import { divisionFromParam } from '../store/divisionParam';

const params = z.object({ division: z.string().min(1) });
const RECENT_ORDERS = 5;

/**
 * The dashboard home (issue 18): setup steps derived from the store's data
 * (src/settings/setupSteps.ts), the store's status and its latest orders.
 */
export function registerDashboardHomeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/divisions/:division/dashboard-home/', async (request): Promise<DashboardHome> => {
    const division = await divisionFromParam(ctx, params.parse(request.params).division);
    assertAccess(request.auth, divisionNeed(division.id, 'read'));
    const { db } = ctx;
    const count = (table: 'collections' | 'products') =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('division_id', '=', division.id)
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n));
    const [homepage, collections, products, theme, orders] = await Promise.all([
      db
        .selectFrom('pages')
        .select('id')
        .where('division_id', '=', division.id)
        .where('url', '=', '/')
        .executeTakeFirst(),
      count('collections'),
      count('products'),
      db
        .selectFrom('store_themes')
        .select('version')
        .where('division_id', '=', division.id)
        .executeTakeFirst(),
      db
        .selectFrom('orders')
        .select(['hash', 'status', 'total', 'currency', 'billing_email', 'created_at'])
        .where('division_id', '=', division.id)
        .where('deleted_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(RECENT_ORDERS)
        .execute(),
    ]);
    const status = storeStatus({
      active: division.active,
      passwordProtected: division.passwordProtected,
      comingSoon: division.settings.comingSoon.enabled,
    });
    return {
      store: {
        name: division.name,
        status,
        address: division.customDomain ?? `${division.subdomain}.localhost`,
      },
      steps: setupSteps({
        completed: division.setup.completed,
        hasHomepage: homepage !== undefined,
        collections,
        products,
        themeSaved: (theme?.version ?? 0) > 0,
        customDomain: division.customDomain,
        open: status === 'live',
      }),
      recentOrders: orders.map((order) => ({
        hash: order.hash,
        status: order.status,
        total: Number(order.total),
        currency: order.currency,
        email: order.billing_email,
        createdAt: String(order.created_at),
      })),
    };
  });
}
