import { randomBytes } from 'node:crypto';
import { printQueueFor } from '../designs/queueFor';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CHECKOUT_MESSAGES,
  placeOrderSchema,
  testCardSchema,
} from '../../src/commerce/checkoutRequest';
import { cardAccountId } from '../../src/commerce/cardAccount';
import { orderHashFromBytes, isOrderHash } from '../../src/commerce/orderHash';
import { initialOrderStatus } from '../../src/commerce/orderStart';
import { ApiError, NotFoundError, ValidationError } from '../../src/errors';
import { ensureSession } from '../accounts/session';
import { createAccountMailer, type AccountMailer } from '../accounts/accountMail';
import type { BasketOwner } from '../basket/repository';
import type { AppContext } from '../context';
import { mailSettingsFromEnv } from '../mail/settings';
import { storeFromRequest } from '../store/storeFromRequest';
import { pricedLines, quoteCheckout } from './checkoutPricing';
import { assignInvoiceNumber } from './invoiceNumbers';
import { customerHashFor } from './history/customerHashes';
import { composeOrderMail, ORDER_CONFIRMATION_URL } from './orderMail';
import { orderViewOf } from './orderViewOf';
import { createPayments, isUnpaid } from './payments';
import { paymentSetupFromEnv, type PaymentSetup } from './paymentSetup';
import type { StoredOrder } from './ordersRepository';
import { WebhookSignatureError } from './processors/types';
import { notifyOrderEvent } from '../notifications/orderEvents';
import { attributeOrder } from '../affiliates/referrals';
import { createAffiliatesRepository } from '../affiliates/repository';
import { mailAffiliateOfSale } from '../affiliates/saleMail';

/**
 * Checkout, payment and the order pages' reads. The basket the server holds is the order's
 * source: the client sends who, where and how, never prices. Placing is idempotent per
 * checkout key; paying records each attempt around the processor call (server/commerce/
 * payments.ts); every read of an unpaid order first reconciles it with its processor.
 */
export const PAYMENTS_OFF_MESSAGE = 'Payments are not set up for this store yet';
export const ALREADY_PAID_MESSAGE = 'This order has already been paid';

const divisionRef = z.union([z.string(), z.number()]).nullish();
const quoteSchema = z.object({
  country: z.string().trim().min(1).max(2).default('GB'),
  shippingMethod: z.enum(['standard', 'express']).default('standard'),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default('GBP'),
  coupon: z.string().trim().max(40).default(''),
  division: divisionRef,
});
const hashParams = z.object({ hash: z.string().refine(isOrderHash, 'Order not found') });
const challengeSchema = z.object({ passed: z.boolean() });
const processorParams = z.object({ processor: z.enum(['stripe', 'test']) });

export interface CommerceDeps {
  payments?: PaymentSetup;
  mailer?: AccountMailer;
}

export function registerCommerceRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  deps: CommerceDeps = {},
): void {
  const setup = deps.payments ?? paymentSetupFromEnv(process.env, ctx);
  const mailer =
    deps.mailer ?? createAccountMailer(mailSettingsFromEnv(process.env), ctx.repos.records);
  app.addHook('onClose', async () => mailer.close());
  const sessionDeps = { repos: ctx.repos, sessionTtlMs: ctx.config.sessionTtlMs };
  const { orders } = ctx.repos;
  const affiliates = createAffiliatesRepository(ctx.db);
  const today = () => new Date(ctx.config.clock());
  const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  function paymentsFor(origin: string) {
    if (!setup.processor) throw new ApiError(PAYMENTS_OFF_MESSAGE, 503);
    return createPayments({
      orders,
      processor: setup.processor,
      afterCharge: setup.afterCharge,
      async onPaid(order) {
        await assignInvoiceNumber(ctx.db, order.divisionId, order.id);
        await notifyOrderEvent(ctx.notifier, 'order-paid', order, (error) =>
          app.log.error({ err: error }, 'order paid notification failed'),
        );
        // Designed items get their print files and mockup rendered off the request path.
        printQueueFor(ctx).enqueueOrder(order);
        const division = await ctx.repos.divisions.findByRef(String(order.divisionId));
        if (!division) return;
        const template = await ctx.repos.pages.findByUrl(division.id, ORDER_CONFIRMATION_URL);
        const history = await customerHashFor(ctx.db, order.divisionId, order.billingEmail);
        await mailer.send(
          await composeOrderMail(
            order,
            division,
            origin,
            template?.page,
            'order-confirmation',
            history,
          ),
        );
        // The affiliate whose link led to the order hears of it once it is paid, if asked.
        await mailAffiliateOfSale({ affiliates, mailer }, order, division, origin).catch(
          (error: unknown) => app.log.error({ err: error }, 'affiliate sale mail failed'),
        );
      },
    });
  }

  async function ownerOf(request: FastifyRequest, reply: FastifyReply | null, ref: unknown) {
    const division = await storeFromRequest(ctx, request, ref as string | number | null);
    const session = reply ? await ensureSession(request, reply, sessionDeps) : request.auth.session;
    const owner: BasketOwner = {
      divisionId: division.id,
      sessionId: session?.publicId ?? null,
      customerId: request.auth.user?.id ?? null,
    };
    return { division, owner };
  }

  async function linesOf(owner: BasketOwner) {
    const lines = await ctx.repos.baskets.lines(owner, 'main');
    const products = await ctx.repos.products.findByIds([
      ...new Set(lines.map((l) => l.productId)),
    ]);
    return pricedLines(lines, products);
  }

  async function couponFor(divisionId: number, code: string) {
    if (code === '') return null;
    const coupon = await orders.findCoupon(divisionId, code);
    if (!coupon)
      throw new ValidationError(CHECKOUT_MESSAGES.coupon, [
        { field: 'coupon', message: CHECKOUT_MESSAGES.coupon },
      ]);
    return coupon;
  }

  async function viewOf(order: StoredOrder) {
    return orderViewOf(order, await orders.attempts(order.id), setup.processor?.name ?? 'test');
  }

  async function findOrder(request: FastifyRequest): Promise<StoredOrder> {
    const { hash } = hashParams.parse(request.params);
    const order = await orders.findByHash(hash);
    if (!order) throw new NotFoundError('Order not found');
    return order;
  }

  app.post('/checkout/quote/', async (request) => {
    const body = quoteSchema.parse(request.body ?? {});
    const { division, owner } = await ownerOf(request, null, body.division);
    const coupon = await couponFor(division.id, body.coupon);
    const quote = quoteCheckout(division, await linesOf(owner), { ...body, coupon }, today());
    const saved = request.auth.user
      ? (await orders.listForCustomer(division.id, request.auth.user.id))[0]
      : undefined;
    return {
      totals: quote.totals,
      shippingChoices: quote.shippingChoices,
      coupon,
      payments: setup.client,
      savedDetails: saved
        ? {
            email: saved.billingEmail,
            phone: saved.phone ?? '',
            shippingAddress: saved.shippingAddress,
            billingAddress: saved.billingAddress,
          }
        : null,
    };
  });

  app.post('/checkout/place-order/', async (request, reply) => {
    const body = placeOrderSchema.parse(request.body);
    if (!setup.processor) throw new ApiError(PAYMENTS_OFF_MESSAGE, 503);
    const { division, owner } = await ownerOf(
      request,
      reply,
      (request.body as { division?: unknown }).division,
    );
    if (!division.active) throw new ApiError(CHECKOUT_MESSAGES.storeClosed, 403);
    const coupon = await couponFor(division.id, body.coupon);
    const quote = quoteCheckout(
      division,
      await linesOf(owner),
      {
        country: body.shippingAddress.country,
        shippingMethod: body.shippingMethod,
        currency: body.currency,
        coupon,
      },
      today(),
    );
    const method = quote.shippingChoices.find((each) => each.code === body.shippingMethod)!;
    const { order, created } = await orders.createOnce(
      `${owner.sessionId ?? owner.customerId}:${body.idempotencyKey}`,
      {
        hash: orderHashFromBytes(randomBytes(16)),
        divisionId: division.id,
        customerId: owner.customerId,
        totals: quote.totals,
        conversionRate: quote.conversionRate,
        coupon: coupon?.code ?? null,
        billingEmail: body.email,
        phone: body.phone || null,
        shippingAddress: body.shippingAddress,
        billingAddress: body.billingSameAsShipping ? body.shippingAddress : body.billingAddress!,
        shippingMethod: method.name,
        // The bespoke store's orders start in the bespoke flow.
        status: initialOrderStatus(division.id),
      },
    );
    // The same key answers the first order, whatever this request's basket says now.
    if (created && order.total !== body.expectedTotal) {
      await orders.transition(order.id, [initialOrderStatus(division.id)], 'cancelled');
      throw new ApiError(CHECKOUT_MESSAGES.changedTotal, 409);
    }
    if (created) await attributeOrder(ctx, request, order);
    return { order: await viewOf(order) };
  });

  app.get('/orders/:hash/', async (request, reply) => {
    const order = await paymentsFor(originOf(request)).reconcile(await findOrder(request));
    reply.header('cache-control', 'no-store');
    return { order: await viewOf(order) };
  });

  /** Pays an unpaid order: the test processor takes the card here; Stripe gets an intent. */
  app.post('/orders/:hash/pay/', async (request, reply) => {
    const payments = paymentsFor(originOf(request));
    const order = await payments.reconcile(await findOrder(request));
    if (!isUnpaid(order)) throw new ApiError(ALREADY_PAID_MESSAGE, 409);
    if (setup.processor?.name === 'stripe') {
      // The store's card account arrives here, after navigation, not in the core data.
      const division = await ctx.repos.divisions.findByRef(String(order.divisionId));
      const account = division ? cardAccountId(division.settings.paymentProcessor) : null;
      const { intent } = await payments.open(order, account);
      return {
        clientSecret: intent.clientSecret,
        publishableKey: setup.client.publishableKey,
        cardAccountId: account,
        order: await viewOf(order),
      };
    }
    const { attemptId, intent } = await payments.open(order);
    const card = testCardSchema.parse(request.body);
    const result = await payments.confirm(order, attemptId, () =>
      setup.testProcessor!.confirmCard(intent.intentId, card, today()),
    );
    if (result.state.status === 'succeeded') await clearBasketOf(request, reply, order);
    const view = await viewOf(result.order);
    if (result.state.status === 'failed')
      throw new ApiError(result.state.message, 402, { order: view });
    return { order: view };
  });

  /** The test processor's authentication challenge: pass or fail it. */
  app.post('/orders/:hash/authenticate/', async (request, reply) => {
    const { passed } = challengeSchema.parse(request.body);
    const test = setup.testProcessor;
    if (!test) throw new NotFoundError('Order not found');
    const payments = paymentsFor(originOf(request));
    const order = await findOrder(request);
    const result = await payments.answerChallenge(order, (intentId) =>
      test.authenticate(intentId, passed),
    );
    if (!result) return { order: await viewOf(await payments.reconcile(order)) };
    if (result.state.status === 'succeeded') await clearBasketOf(request, reply, order);
    const view = await viewOf(result.order);
    if (result.state.status === 'failed')
      throw new ApiError(result.state.message, 402, { order: view });
    return { order: view };
  });

  async function clearBasketOf(request: FastifyRequest, _reply: FastifyReply, order: StoredOrder) {
    const owner: BasketOwner = {
      divisionId: order.divisionId,
      sessionId: request.auth.session?.publicId ?? null,
      customerId: request.auth.user?.id ?? null,
    };
    await ctx.repos.baskets.clear(owner, 'main');
  }

  // Webhooks come from the processor: raw body (the signature covers its exact bytes), no CSRF.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/checkout/webhooks/:processor/', async (request, reply) => {
      const { processor } = processorParams.parse(request.params);
      const active = setup.processor;
      if (!active || active.name !== processor) throw new NotFoundError('Not found');
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        event = active.parseWebhook(
          String(request.body ?? ''),
          typeof signature === 'string' ? signature : undefined,
        );
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw new ApiError(error.message, 400);
        throw error;
      }
      // Applying is idempotent (compare-and-set on the order), so a retried delivery after a
      // crash here is applied again safely; the event id only tells a duplicate apart.
      if (event.intentId && event.state)
        await paymentsFor(originOf(request)).applyWebhook(event.intentId, event.state);
      const first = await orders.markWebhookEvent(event.id, processor);
      reply.code(200);
      return { received: true, duplicate: !first };
    });
  });
}
