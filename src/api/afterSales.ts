import { z } from 'zod';
import type { Address } from '../commerce/entities';
import type { ReturnReason } from '../commerce/afterSales';
import { afterSalesViewSchema, type AfterSalesView } from '../commerce/afterSalesView';
import { shopperQuoteViewSchema, type ShopperQuoteView } from '../commerce/bespokeQuote';
import { API_PREFIX } from './http';
import type { DivisionRef } from './client';
import type { Transport } from './transport';

/**
 * The after-sales calls (server/commerce/afterSales/routes.ts): find an order, return
 * items, change an item or the address, cancel, ask for a quote. Loaded with the
 * returns, edit-order, update-address and quote screens only.
 */
const orderAnswer = z.object({ order: afterSalesViewSchema });
const returnAnswer = orderAnswer.extend({ returnId: z.number().int() });
const quoteAnswer = z.object({ reference: z.string(), email: z.string() });
const shopperQuoteAnswer = z.object({ quote: shopperQuoteViewSchema });

export interface QuoteInput {
  name: string;
  email: string;
  product: string;
  quantity: number;
  description: string;
  deadline: string;
  order?: string;
  division?: DivisionRef;
}

export function createAfterSalesClient(send: Transport) {
  const post = (path: string, body: unknown) => send({ method: 'POST', path, body });
  return {
    find: async (reference: string, email: string): Promise<string> =>
      z.object({ hash: z.string() }).parse(await post('/after-sales/find/', { reference, email }))
        .hash,
    order: async (hash: string): Promise<AfterSalesView> =>
      orderAnswer.parse(await send({ method: 'GET', path: `/after-sales/${hash}/` })).order,
    requestReturn: async (
      hash: string,
      body: {
        version: number;
        lines: { itemId: number; quantity: number }[];
        reason: ReturnReason | '';
        note: string;
      },
    ) => returnAnswer.parse(await post(`/after-sales/${hash}/returns/`, body)),
    /** Where the browser downloads a return's label (a plain link, not a fetch). */
    labelUrl: (hash: string, returnId: number): string =>
      `${API_PREFIX}/after-sales/${hash}/returns/${returnId}/label.pdf`,
    changeItem: async (
      hash: string,
      itemId: number,
      body: { version: number; colour: string; size: string },
    ): Promise<AfterSalesView> =>
      orderAnswer.parse(await post(`/after-sales/${hash}/items/${itemId}/`, body)).order,
    changeAddress: async (
      hash: string,
      body: { version: number; shippingAddress: Address },
    ): Promise<AfterSalesView> =>
      orderAnswer.parse(await post(`/after-sales/${hash}/address/`, body)).order,
    cancel: async (hash: string, version: number): Promise<AfterSalesView> =>
      orderAnswer.parse(await post(`/after-sales/${hash}/cancel/`, { version })).order,
    quote: async (input: QuoteInput) => quoteAnswer.parse(await post('/quotes/', input)),
    /** The quote's page: the reply, the terms to accept and the mockup to approve. */
    quotePage: async (hash: string): Promise<ShopperQuoteView> =>
      shopperQuoteAnswer.parse(await send({ method: 'GET', path: `/quotes/${hash}/` })).quote,
    acceptTerms: async (hash: string, version: number): Promise<ShopperQuoteView> =>
      shopperQuoteAnswer.parse(await post(`/quotes/${hash}/terms/`, { version })).quote,
    approveMockup: async (hash: string, version: number): Promise<ShopperQuoteView> =>
      shopperQuoteAnswer.parse(await post(`/quotes/${hash}/mockup/`, { version })).quote,
  };
}

export type AfterSalesClient = ReturnType<typeof createAfterSalesClient>;
