import { z } from 'zod';
import { checkoutQuoteSchema, type CheckoutQuote } from '../commerce/checkoutQuote';
import type {
  PlaceOrderRequest,
  TestCardInput,
  placeOrderSchema,
} from '../commerce/checkoutRequest';
import { orderViewSchema, type OrderView } from '../commerce/orderView';
import type { DivisionRef } from './client';
import type { Transport } from './transport';

/**
 * The checkout and order calls (server/commerce/routes.ts), apart from the main client so
 * the storefront's first page does not carry them: the checkout, pay and receipt screens
 * load this with their route.
 */
const orderAnswer = z.object({ order: orderViewSchema });
const payAnswer = orderAnswer.extend({
  clientSecret: z.string().nullable().optional(),
  publishableKey: z.string().nullable().optional(),
  /** The store's card account (a Stripe connected account), loaded here, after navigation. */
  cardAccountId: z.string().nullable().optional(),
});

export interface QuoteInput {
  division?: DivisionRef;
  country: string;
  shippingMethod: 'standard' | 'express';
  currency: string;
  coupon: string;
}

export function createCheckoutClient(send: Transport) {
  return {
    quote: async (input: QuoteInput): Promise<CheckoutQuote> =>
      checkoutQuoteSchema.parse(
        await send({ method: 'POST', path: '/checkout/quote/', body: input }),
      ),
    placeOrder: async (
      input: z.input<typeof placeOrderSchema> & { division?: DivisionRef },
    ): Promise<OrderView> =>
      orderAnswer.parse(await send({ method: 'POST', path: '/checkout/place-order/', body: input }))
        .order,
    order: async (hash: string): Promise<OrderView> =>
      orderAnswer.parse(await send({ method: 'GET', path: `/orders/${hash}/` })).order,
    /** Test processor: the card is the body. Stripe: no body; answers the intent's client secret. */
    pay: async (hash: string, card?: TestCardInput) =>
      payAnswer.parse(
        await send({ method: 'POST', path: `/orders/${hash}/pay/`, body: card ?? {} }),
      ),
    authenticate: async (hash: string, passed: boolean): Promise<OrderView> =>
      orderAnswer.parse(
        await send({ method: 'POST', path: `/orders/${hash}/authenticate/`, body: { passed } }),
      ).order,
  };
}

export type CheckoutClient = ReturnType<typeof createCheckoutClient>;
export type { PlaceOrderRequest };
