import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { printJobStatus } from '../../src/designs';
import { NotFoundError } from '../../src/errors';
import { int32 } from '../../src/model';
import { createAuditRepository } from '../backOffice/auditRepository';
import { registerAtlasGuard, staffOf } from '../backOffice/guard';
import type { StoredOrderItem } from '../commerce/ordersRepository';
import type { AppContext } from '../context';
import { fileLinks } from './printFileRoutes';
import { printFilesFor, printQueueFor, printTrackerFor } from './queueFor';

/**
 * The back-office's view of an order's print files (under /omnis/v3/atlas/, behind the
 * staff guard): each designed item with its files and the status of its print job, and
 * regenerating an item's files (a lost job, a failed render: the factory's work, so it
 * needs `labels.write`), written to the audit log.
 */
export const PRINT_ITEM_MISSING_MESSAGE = 'This order item has no design to print';
const ORDER_MISSING_MESSAGE = 'Order not found';

const orderParams = z.object({ id: z.coerce.number().pipe(int32.positive()) });
const itemParams = z.object({ itemId: z.coerce.number().pipe(int32.positive()) });

export function registerAtlasPrintFileRoutes(api: FastifyInstance, ctx: AppContext): void {
  const { designs, orders, staff } = ctx.repos;
  const audit = createAuditRepository(ctx.db);

  async function itemView(item: StoredOrderItem) {
    const files = await printFilesFor(ctx).list(item.id);
    return {
      id: item.id,
      name: item.name,
      quantity: item.quantity,
      design: item.options.design ?? '',
      status: printJobStatus(printTrackerFor(ctx).of(item.id), files.length),
      files: fileLinks(item.id, files),
    };
  }

  async function designedItem(itemId: number) {
    const owner = await designs.orderOfItem(itemId);
    const order = owner ? await orders.findById(owner.orderId) : null;
    const item = order?.items.find((each) => each.id === itemId);
    if (!order || !item?.options.design) throw new NotFoundError(PRINT_ITEM_MISSING_MESSAGE);
    return { order, item, design: item.options.design };
  }

  void api.register(
    async (scope) => {
      registerAtlasGuard(scope, staff);
      scope.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });

      scope.get(
        '/orders/:id/print-files/',
        { config: { atlasPermission: 'orders.read' } },
        async (request) => {
          const { id } = orderParams.parse(request.params);
          const order = await orders.findById(id);
          if (!order) throw new NotFoundError(ORDER_MISSING_MESSAGE);
          const designed = order.items.filter((item) => item.options.design);
          return { orderId: order.id, items: await Promise.all(designed.map(itemView)) };
        },
      );

      scope.post(
        '/order-items/:itemId/print-files/regenerate/',
        { config: { atlasPermission: 'labels.write' } },
        async (request) => {
          const { itemId } = itemParams.parse(request.params);
          const { order, item, design } = await designedItem(itemId);
          const who = staffOf(request);
          await printQueueFor(ctx).regenerate(item.id, design);
          await audit.append(ctx.db, {
            staffUserId: who.user.id,
            staffEmail: who.user.email,
            action: 'order.print-files.regenerate',
            subjectType: 'order',
            subjectId: order.id,
            before: null,
            after: { orderItemId: item.id, design },
            createdAt: new Date(ctx.config.clock()).toISOString(),
          });
          return { item: await itemView(item) };
        },
      );
    },
    { prefix: '/atlas' },
  );
}
