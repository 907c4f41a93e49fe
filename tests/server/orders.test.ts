import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceView } from '../../src/commerce/invoice';
import type { OrderHistory } from '../../src/commerce/orderHistory';
import type { OrderView } from '../../src/commerce/orderView';
import { payOrder, placeOrder } from './support/checkout';
import { testDatabaseKinds } from './support/databases';
import { PASSWORD, startTestServer, type TestServer } from './support/server';

/** Invoices (page data and PDF) and order history with reorder (issue 17). */
describe.each(testDatabaseKinds())('invoices and order history on $dialect', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind });
    const demo = await server.repos.divisions.findByRef('demo');
    await server.repos.divisions.updateSettings(demo!.id, {
      ...demo!.settings,
      company: {
        legalName: 'Demo Store Ltd',
        address: '1 High Street, London',
        vatNumber: 'GB123456789',
        companyNumber: '01234567',
        email: 'orders@demo.test',
      },
    });
  });
  afterAll(async () => server.close());

  type Shopper = ReturnType<TestServer['browser']>;

  /** Buys the tee twice and the hoodie (£65, VAT included) and pays with 4242. */
  async function buy(shopper: Shopper, email: string, pay = true): Promise<OrderView> {
    await shopper.visit();
    await shopper.post('/omnis/v3/frontend/product/bulkAddItemsToCart/', {
      items: [
        { productId: server.world.products.tee, quantity: 2 },
        { productId: server.world.products.hoodie },
      ],
      division: 'demo',
    });
    const placed = await placeOrder(shopper, { email });
    if (!pay) return placed;
    const paid = await payOrder(shopper, placed.hash);
    expect(paid.status).toBe(200);
    return paid.body.order;
  }

  it('gives a paid order its invoice: seller, lines, VAT by rate, totals that match the order', async () => {
    const order = await buy(server.browser(), 'ada@example.com');
    const { status, body } = await server
      .browser()
      .get<{ invoice: InvoiceView }>(`/omnis/v3/orders/${order.hash}/invoice/`);
    expect(status).toBe(200);
    const { invoice } = body;
    expect(invoice.number).toBe(order.invoiceNumber);
    expect(invoice.seller).toMatchObject({
      name: 'Demo Store',
      legalName: 'Demo Store Ltd',
      vatNumber: 'GB123456789',
    });
    expect(invoice.billingAddress.zip).toBe('SW1A 1AA');
    expect(
      invoice.lines.map((line) => [line.quantity, line.ratePercent, line.vat, line.gross]),
    ).toEqual([
      [2, 20, 667, 4000],
      [1, 20, 417, 2500],
    ]);
    expect(invoice.vatBreakdown).toEqual([{ ratePercent: 20, net: 5416, vat: 1084, gross: 6500 }]);
    expect(invoice.totals.gross).toBe(order.total);
  });

  it('serves the invoice as a PDF whose text holds the invoice number and the VAT lines', async () => {
    const order = await buy(server.browser(), 'ada@example.com');
    const response = await fetch(`${server.url}/omnis/v3/orders/${order.hash}/invoice.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const label = `INV-${String(order.invoiceNumber).padStart(6, '0')}`;
    expect(response.headers.get('content-disposition')).toContain(`${label}.pdf`);
    const parser = new PDFParse({ data: new Uint8Array(await response.arrayBuffer()) });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain(`Invoice number: ${label}`);
    expect(text).toContain('Demo Store Ltd');
    expect(text).toContain('VAT number: GB123456789');
    expect(text).toContain('VAT breakdown');
    expect(text).toMatch(/VAT at 20%\s+£54\.16\s+£10\.84\s+£65\.00/);
  });

  it('has no invoice for an unpaid order, and says why', async () => {
    const order = await buy(server.browser(), 'ada@example.com', false);
    const json = await server
      .browser()
      .get<{ message: string }>(`/omnis/v3/orders/${order.hash}/invoice/`);
    expect(json.status).toBe(404);
    expect(json.body.message).toBe(
      'This order has no invoice yet: invoices are issued once an order is paid',
    );
    const pdf = await server.browser().get(`/omnis/v3/orders/${order.hash}/invoice.pdf`);
    expect(pdf.status).toBe(404);
    const unknown = await server.browser().get(`/omnis/v3/orders/${'0'.repeat(32)}/invoice.pdf`);
    expect(unknown.status).toBe(404);
  });

  it('links the confirmation mail to a stable, unguessable order history for the email', async () => {
    const email = `grace-${kind.dialect}@example.com`;
    const first = await buy(server.browser(), email);
    const second = await buy(server.browser(), email.toUpperCase());
    const mails = await server.repos.records.outbox('order-confirmation');
    const linkOf = (hash: string) => {
      const mail = mails.find((each) => (each.body as { link: string }).link.endsWith(hash));
      return /\/order-history\/([0-9a-f]{32})/.exec((mail?.body as { html: string }).html)?.[1];
    };
    const customerHash = linkOf(first.hash);
    expect(customerHash).toMatch(/^[0-9a-f]{32}$/);
    expect(linkOf(second.hash)).toBe(customerHash);

    const history = await server
      .browser()
      .get<OrderHistory>(`/omnis/v3/order-history/${customerHash}/`);
    expect(history.status).toBe(200);
    expect(history.body.orders.map((order) => order.hash)).toEqual([second.hash, first.hash]);
    expect(history.body.orders[0]).toMatchObject({
      status: 'paid',
      percentComplete: 20,
      trackingCodes: [],
    });
    const missing = await server
      .browser()
      .get<{ message: string }>(`/omnis/v3/order-history/${'f'.repeat(32)}/`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('We could not find this order history');
  });

  it("lists a signed-in shopper's orders and reorders one through the bulk add", async () => {
    const shopper = server.browser();
    const signedOut = await shopper.get<{ message: string }>(
      '/omnis/v3/order-history/?division=demo',
    );
    expect(signedOut.status).toBe(401);
    expect((await shopper.signIn('customer@demo.test', PASSWORD)).status).toBe(200);
    const order = await buy(shopper, 'customer@demo.test');
    const history = await shopper.get<OrderHistory>('/omnis/v3/order-history/?division=demo');
    expect(history.status).toBe(200);
    expect(history.body.customerHash).toMatch(/^[0-9a-f]{32}$/);
    const listed = history.body.orders.find((each) => each.hash === order.hash);
    expect(listed?.items.map((item) => item.quantity)).toEqual([2, 1]);

    // Buy again: the hoodie has gone from the catalogue since.
    await server.database.handle.db
      .updateTable('products')
      .set({ enabled: 0 })
      .where('id', '=', server.world.products.hoodie)
      .execute();
    const again = await shopper.post<{ items: { quantity: number }[]; message?: string }>(
      '/omnis/v3/frontend/product/bulkAddItemsToCart/',
      {
        items: listed!.items.map((item) => ({
          productId: item.productId,
          quantity: item.quantity,
        })),
        division: 'demo',
      },
    );
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Some products are no longer available and were not added');
    expect(again.body.items.map((item) => item.quantity)).toEqual([2]);
    await server.database.handle.db
      .updateTable('products')
      .set({ enabled: 1 })
      .where('id', '=', server.world.products.hoodie)
      .execute();
  });
});
