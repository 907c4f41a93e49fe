import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isCustomerHash } from '../../../src/commerce/customerHash';
import type { HistoryOrder, OrderHistory } from '../../../src/commerce/orderHistory';
import { percentageComplete } from '../../../src/commerce/statusGroups';
import { ApiError, NotFoundError } from '../../../src/errors';
import type { AppContext } from '../../context';
import { storeFromRequest } from '../../store/storeFromRequest';
import type { StoredOrder } from '../ordersRepository';
import { customerHashFor, customerOfHash, orderIdsForEmail } from './customerHashes';

/**
 * Order history: `GET /order-history/{customerHash}/` for the link in every order mail,
 * and `GET /order-history/` for the signed-in shopper (orders placed signed in, and those
 * billed to their verified email). Statuses, progress and tracking codes only; addresses and
 * payment details stay on the receipt, behind each order's own hash.
 */
export const HISTORY_NOT_FOUND_MESSAGE = 'We could not find this order history';
export const HISTORY_SIGN_IN_MESSAGE = 'Please sign in to see your orders';
const HISTORY_LIMIT = 100;

const hashParams = z.object({
  customerHash: z.string().refine(isCustomerHash, HISTORY_NOT_FOUND_MESSAGE),
});
const divisionQuery = z.object({ division: z.string().optional() });

export const historyOrderOf = (order: StoredOrder): HistoryOrder => ({
  hash: order.hash,
  createdAt: order.createdAt,
  status: order.status,
  percentComplete: percentageComplete('normal', order.status) ?? null,
  trackingCodes: order.trackingCodes,
  currency: order.currency,
  total: order.total,
  invoiceNumber: order.invoiceNumber,
  items: order.items.map(({ name, quantity, productId, options }) => ({
    name,
    quantity,
    productId,
    options,
  })),
});

export function registerOrderHistoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { orders } = ctx.repos;

  async function ordersForEmail(divisionId: number, email: string) {
    const ids = await orderIdsForEmail(ctx.db, divisionId, email, HISTORY_LIMIT);
    const found = await Promise.all(ids.map((id) => orders.findById(id)));
    return found.filter((order): order is StoredOrder => order !== null);
  }

  const answer = (reply: FastifyReply, history: OrderHistory) => {
    reply.header('cache-control', 'no-store');
    return history;
  };

  app.get('/order-history/:customerHash/', async (request, reply) => {
    const { customerHash } = hashParams.parse(request.params);
    const customer = await customerOfHash(ctx.db, customerHash);
    if (!customer) throw new NotFoundError(HISTORY_NOT_FOUND_MESSAGE);
    const list = await ordersForEmail(customer.divisionId, customer.email);
    return answer(reply, { customerHash, orders: list.map(historyOrderOf) });
  });

  app.get('/order-history/', async (request: FastifyRequest, reply) => {
    const user = request.auth.user;
    if (!user) throw new ApiError(HISTORY_SIGN_IN_MESSAGE, 401);
    const { division: ref } = divisionQuery.parse(request.query);
    const division = await storeFromRequest(ctx, request, ref ?? null);
    const mine = await orders.listForCustomer(division.id, user.id);
    // Orders billed to the email only once the account has proved it owns that address.
    const byEmail = user.verified ? await ordersForEmail(division.id, user.email) : [];
    const seen = new Set<number>();
    const all = [...mine, ...byEmail]
      .filter((order) => !seen.has(order.id) && seen.add(order.id))
      .sort((a, b) => b.id - a.id);
    return answer(reply, {
      customerHash: await customerHashFor(ctx.db, division.id, user.email),
      orders: all.map(historyOrderOf),
    });
  });
}
