import { formatMinor } from '../../src/commerce/formatMinor';
import { pageSchema, type Block, type Page } from '../../src/model';
import { exportMailPage } from '../mail/exportMailPage';
import type { MailStore } from '../accounts/accountMail';
import type { StoredOrder } from './ordersRepository';

/**
 * The order confirmation mail is a mail page of the builder. A store may keep its own at
 * ORDER_CONFIRMATION_URL (the demo store is seeded with one, which sellers edit in the
 * dashboard like any mail page); without one the built-in page below is used. Two
 * conventions tie a template to the order it is sent for:
 * - a Summary block whose asyncData is ORDER_SUMMARY_PATH shows the order's lines and
 *   totals (in the editor it shows its typed sample figures);
 * - a button linking to RECEIPT_LINK opens this order's receipt.
 */
export const ORDER_CONFIRMATION_URL = '/order-confirmation/';
export const ORDER_SUMMARY_PATH = '/mail/order-summary/';
export const RECEIPT_LINK = '/receipt/';

export interface OrderMail {
  kind: 'order-confirmation';
  to: string;
  subject: string;
  link: string;
  html: string;
  text: string;
}

/** The order as the Summary block's figures: a row per line, then shipping, discount, total, VAT. */
export function orderSummaryData(order: StoredOrder) {
  const money = (minor: number) => formatMinor(minor, order.currency);
  const discount = order.items.reduce((sum, item) => sum + item.discountTaxIncluded, 0);
  return {
    heading: 'Order summary',
    items: [
      ...order.items.map((item) => ({
        label: `${item.quantity} × ${item.name}`,
        value: money(item.priceTaxIncluded),
        caption: Object.values(item.options).join(', '),
      })),
      ...(discount > 0
        ? [
            {
              label: `Discount${order.coupon ? ` (${order.coupon})` : ''}`,
              value: `−${money(discount)}`,
              caption: '',
            },
          ]
        : []),
      {
        label: 'Shipping',
        value: money(order.shipping + order.shippingTax),
        caption: order.shippingMethod ?? '',
      },
      { label: 'Total', value: money(order.total), caption: '' },
      {
        label: 'Includes VAT',
        value: money(order.goodsTax - order.taxDiscount + order.shippingTax),
        caption: '',
      },
    ],
  };
}

const block = (order: number, type: string, properties: Record<string, unknown>) => ({
  id: `order-mail-${order}`,
  uid: `order-mail-${order}`,
  type,
  order,
  properties: { template: 'v2', ...properties },
});

/** The built-in confirmation page, and the one the demo store is seeded with. */
export function defaultOrderConfirmationPage(storeName: string): Page {
  const subject = `Your ${storeName} order is confirmed`;
  return pageSchema.parse({
    url: ORDER_CONFIRMATION_URL,
    layout: 'mail',
    published: false,
    sitemap: false,
    mode: 'native',
    properties: {
      title: { value: subject },
      description: { value: 'Thank you for your order.' },
      isMailPage: { value: true },
      isStorePage: { value: false },
      isSearchable: { value: false },
    },
    blocks: [
      block(0, 'textBlock', {
        html: '<h1>Thank you for your order</h1><p>We have received your payment and are getting your order ready. We will email you again when it is on its way.</p>',
      }),
      block(1, 'summary', {
        heading: 'Order summary',
        asyncData: ORDER_SUMMARY_PATH,
        items: [
          { label: '1 × Your product', value: '£20.00', caption: 'Colour, size' },
          { label: 'Shipping', value: '£3.95', caption: 'Standard delivery' },
          { label: 'Total', value: '£23.95', caption: '' },
        ],
      }),
      block(2, 'button', { text: 'View your receipt', href: RECEIPT_LINK, alignment: 'left' }),
    ],
  });
}

/** Points every button that links to RECEIPT_LINK (at any depth) at this order's receipt. */
export function withReceiptLinks(page: Page, hash: string): Page {
  const relink = (blocks: Block[]): Block[] =>
    blocks.map((each) => ({
      ...each,
      properties:
        each.type === 'button' && each.properties.href === RECEIPT_LINK
          ? { ...each.properties, href: `${RECEIPT_LINK}${hash}` }
          : each.properties,
      items: each.items ? relink(each.items) : each.items,
    }));
  return { ...page, blocks: relink(page.blocks) };
}

/** A stored page is a usable template when it is a mail page. */
export const isOrderTemplate = (page: Page | null | undefined): page is Page =>
  Boolean(page?.properties.isMailPage.value);

export async function composeOrderMail(
  order: StoredOrder,
  store: MailStore,
  origin: string,
  template?: Page | null,
): Promise<OrderMail> {
  const page = withReceiptLinks(
    isOrderTemplate(template) ? template : defaultOrderConfirmationPage(store.name),
    order.hash,
  );
  const summary = orderSummaryData(order);
  const rendered = await exportMailPage({
    page,
    division: store,
    origin,
    // Data blocks read the order's figures; nothing else is answered for an order mail.
    get: async (path) => {
      if (path === ORDER_SUMMARY_PATH) return summary;
      throw new Error(`An order mail answers only ${ORDER_SUMMARY_PATH}`);
    },
  });
  const subject = page.properties.title.value || `Your ${store.name} order is confirmed`;
  return {
    kind: 'order-confirmation',
    to: order.billingEmail,
    subject,
    link: `${origin}${RECEIPT_LINK}${order.hash}`,
    html: rendered.html,
    text: rendered.text,
  };
}
