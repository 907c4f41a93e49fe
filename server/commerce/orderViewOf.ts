import type { OrderView, PaymentStep } from '../../src/commerce/orderView';
import { percentageComplete } from '../../src/commerce/statusGroups';
import type { PaymentAttemptRow, StoredOrder } from './ordersRepository';
import { isUnpaid } from './payments';

/** What the shopper's pages see of an order (never its ids, customer or session). */
export function orderViewOf(
  order: StoredOrder,
  attempts: readonly PaymentAttemptRow[],
  processor: 'stripe' | 'test',
): OrderView {
  const last = attempts.at(-1);
  const step: PaymentStep = !isUnpaid(order)
    ? 'paid'
    : last?.state === 'requires_action'
      ? 'authenticate'
      : 'pay';
  return {
    hash: order.hash,
    status: order.status,
    percentComplete:
      percentageComplete('normal', order.status) ??
      percentageComplete('bespoke', order.status) ??
      null,
    currency: order.currency,
    conversionRate: order.conversionRate,
    items: order.items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      options: item.options,
      priceTaxIncluded: item.priceTaxIncluded,
      discountTaxIncluded: item.discountTaxIncluded,
      vatRate: item.vatRate,
      productId: item.productId,
    })),
    subtotalTaxIncluded: order.items.reduce((sum, item) => sum + item.priceTaxIncluded, 0),
    discountTaxIncluded: order.items.reduce((sum, item) => sum + item.discountTaxIncluded, 0),
    shippingTaxIncluded: order.shipping + order.shippingTax,
    vat: order.goodsTax - order.taxDiscount + order.shippingTax,
    total: order.total,
    coupon: order.coupon,
    email: order.billingEmail,
    shippingAddress: order.shippingAddress,
    billingAddress: order.billingAddress,
    shippingMethod: order.shippingMethod,
    paymentMethod: order.paymentMethod,
    invoiceNumber: order.invoiceNumber,
    trackingCodes: order.trackingCodes,
    createdAt: order.createdAt,
    payment: {
      step,
      processor,
      lastError: step === 'pay' && last?.state === 'failed' ? last.message : null,
    },
  };
}
