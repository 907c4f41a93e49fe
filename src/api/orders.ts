import { z } from 'zod';
import { invoiceViewSchema, type InvoiceView } from '../commerce/invoice';
import { orderHistorySchema, type OrderHistory } from '../commerce/orderHistory';
import { API_PREFIX } from './http';
import type { Transport } from './transport';

/**
 * The invoice and order-history calls (server/commerce/invoices, server/commerce/history),
 * loaded with their screens like the checkout client.
 */
const invoiceAnswer = z.object({ invoice: invoiceViewSchema });

/** Where the browser downloads an order's invoice PDF (a plain link, not a fetch). */
export const invoicePdfHref = (orderHash: string): string =>
  `${API_PREFIX}/orders/${orderHash}/invoice.pdf`;

export function createOrdersClient(send: Transport) {
  return {
    invoice: async (orderHash: string): Promise<InvoiceView> =>
      invoiceAnswer.parse(await send({ method: 'GET', path: `/orders/${orderHash}/invoice/` }))
        .invoice,
    /** A history by its key, or the signed-in shopper's own without one. */
    history: async (customerHash?: string): Promise<OrderHistory> =>
      orderHistorySchema.parse(
        await send({
          method: 'GET',
          path: customerHash ? `/order-history/${customerHash}/` : '/order-history/',
        }),
      ),
  };
}
