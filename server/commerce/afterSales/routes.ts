import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AFTER_SALES_MESSAGES,
  addressRequestSchema,
  cancelRequestSchema,
  findOrderSchema,
  isDeadlineOpen,
  itemOptionsRequestSchema,
  orderReference,
  quoteRequestSchema,
  returnRequestSchema,
} from '../../../src/commerce';
import { isOrderHash, orderHashFromBytes } from '../../../src/commerce/orderHash';
import { NotFoundError, ValidationError } from '../../../src/errors';
import { createAccountMailer, type AccountMailer } from '../../accounts/accountMail';
import type { AppContext } from '../../context';
import { mailSettingsFromEnv } from '../../mail/settings';
import { storeFromRequest } from '../../store/storeFromRequest';
import type { StoredOrder } from '../ordersRepository';
import { paymentSetupFromEnv } from '../paymentSetup';
import type { PaymentProcessor } from '../processors/types';
import { createAfterSalesRepository } from './afterSalesRepository';
import { createAfterSalesService } from './afterSalesService';

/**
 * The shopper's after-sales calls: find an order by reference and email, read it, return
 * items (with a label PDF), change an item's size or colour, change the address, cancel,
 * and ask for a quote. The order hash (128 bits) is the key, as on the receipt.
 */
export const FIND_ORDER_ATTEMPTS_PER_MINUTE = 10;

const hashParams = z.object({ hash: z.string().refine(isOrderHash, 'Order not found') });
const itemParams = hashParams.extend({ itemId: z.coerce.number().int().positive() });
const returnParams = hashParams.extend({ returnId: z.coerce.number().int().positive() });
const divisionRef = z.object({ division: z.union([z.string(), z.number()]).nullish() });

export interface AfterSalesRouteDeps {
  processor?: PaymentProcessor | null;
  mailer?: AccountMailer;
}

export function registerAfterSalesRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  deps: AfterSalesRouteDeps = {},
): void {
  const mailer =
    deps.mailer ?? createAccountMailer(mailSettingsFromEnv(process.env), ctx.repos.records);
  if (!deps.mailer) app.addHook('onClose', async () => mailer.close());
  const processor =
    deps.processor !== undefined ? deps.processor : paymentSetupFromEnv(process.env, ctx).processor;
  const afterSales = createAfterSalesRepository(ctx.db);
  const service = createAfterSalesService({
    orders: ctx.repos.orders,
    afterSales,
    products: ctx.repos.products,
    divisions: ctx.repos.divisions,
    processor,
    mailer,
    env: process.env,
  });

  async function findOrder(request: FastifyRequest): Promise<StoredOrder> {
    const { hash } = hashParams.parse(request.params);
    const order = await ctx.repos.orders.findByHash(hash);
    // A quote is not an order the shopper can return or edit yet.
    if (!order || order.status === 'quote') throw new NotFoundError('Order not found');
    return order;
  }

  app.post(
    '/after-sales/find/',
    {
      config: { rateLimit: { max: FIND_ORDER_ATTEMPTS_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (request) => {
      const { reference, email } = findOrderSchema.parse(request.body);
      const hash = await afterSales.findHash(reference, email);
      if (!hash) throw new NotFoundError(AFTER_SALES_MESSAGES.notFound);
      return { hash };
    },
  );

  app.get('/after-sales/:hash/', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { order: await service.view(await findOrder(request)) };
  });

  app.post('/after-sales/:hash/returns/', async (request) => {
    const body = returnRequestSchema.parse(request.body);
    return service.requestReturn(await findOrder(request), body);
  });

  app.get('/after-sales/:hash/returns/:returnId/label.pdf', async (request, reply) => {
    const { returnId } = returnParams.parse(request.params);
    const order = await findOrder(request);
    const pdf = await service.returnLabel(order, returnId);
    reply
      .header('content-type', 'application/pdf')
      .header('cache-control', 'no-store')
      .header(
        'content-disposition',
        `attachment; filename="return-label-${orderReference(order.hash)}-${returnId}.pdf"`,
      );
    return reply.send(pdf);
  });

  app.post('/after-sales/:hash/items/:itemId/', async (request) => {
    const { itemId } = itemParams.parse(request.params);
    const body = itemOptionsRequestSchema.parse(request.body);
    return { order: await service.changeItem(await findOrder(request), itemId, body) };
  });

  app.post('/after-sales/:hash/address/', async (request) => {
    const body = addressRequestSchema.parse(request.body);
    return {
      order: await service.changeAddress(
        await findOrder(request),
        body.version,
        body.shippingAddress,
      ),
    };
  });

  app.post('/after-sales/:hash/cancel/', async (request) => {
    const { version } = cancelRequestSchema.parse(request.body);
    return { order: await service.cancel(await findOrder(request), version) };
  });

  /** A quote request starts the bespoke flow: an order in status 'quote'. */
  app.post('/quotes/', async (request) => {
    const body = quoteRequestSchema.parse(request.body);
    const { division: ref } = divisionRef.parse(request.body);
    const division = await storeFromRequest(ctx, request, ref);
    const today = new Date(ctx.config.clock()).toISOString().slice(0, 10);
    if (body.deadline && !isDeadlineOpen(body.deadline, today))
      throw new ValidationError(AFTER_SALES_MESSAGES.deadline, [
        { field: 'deadline', message: AFTER_SALES_MESSAGES.deadline },
      ]);
    let referencedOrderId: number | null = null;
    if (body.order) {
      const referenced = await ctx.repos.orders.findByHash(body.order);
      if (!referenced || referenced.divisionId !== division.id)
        throw new NotFoundError('Order not found');
      referencedOrderId = referenced.id;
    }
    const hash = orderHashFromBytes(randomBytes(16));
    await afterSales.createQuote({
      divisionId: division.id,
      hash,
      customerId: request.auth.user?.id ?? null,
      request: body,
      referencedOrderId,
    });
    return { reference: orderReference(hash), email: body.email };
  });
}
