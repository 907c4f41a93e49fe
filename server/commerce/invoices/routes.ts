import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { INVOICE_MISSING_MESSAGE, invoiceLabel, invoiceOf } from '../../../src/commerce/invoice';
import { isOrderHash } from '../../../src/commerce/orderHash';
import { NotFoundError } from '../../../src/errors';
import type { AppContext } from '../../context';
import { invoicePdf } from './invoicePdf';
import { sellerDetailsOf } from './sellerDetails';

/**
 * A paid order's invoice, behind the order's hash like its receipt: as JSON for the
 * /invoice page and as a PDF download. Only paid orders have an invoice number (given
 * when the payment lands, gap-free per store); any other order answers 404.
 */
const hashParams = z.object({ hash: z.string().refine(isOrderHash, 'Order not found') });

export function registerInvoiceRoutes(app: FastifyInstance, ctx: AppContext): void {
  async function invoiceFor(request: FastifyRequest) {
    const { hash } = hashParams.parse(request.params);
    const order = await ctx.repos.orders.findByHash(hash);
    if (!order) throw new NotFoundError('Order not found');
    const division = await ctx.repos.divisions.findByRef(String(order.divisionId));
    const invoice = division ? invoiceOf(order, sellerDetailsOf(division)) : null;
    if (!invoice) throw new NotFoundError(INVOICE_MISSING_MESSAGE);
    return invoice;
  }

  app.get('/orders/:hash/invoice/', async (request, reply) => {
    const invoice = await invoiceFor(request);
    reply.header('cache-control', 'no-store');
    return { invoice };
  });

  app.get('/orders/:hash/invoice.pdf', async (request, reply) => {
    const invoice = await invoiceFor(request);
    const pdf = await invoicePdf(invoice);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${invoiceLabel(invoice.number)}.pdf"`)
      .type('application/pdf')
      .send(pdf);
  });
}
