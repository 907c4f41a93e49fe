import {
  activeQuantity,
  canEditOrder,
  canReturnOrder,
  orderReference,
  type AfterSalesView,
} from '../../../src/commerce';
import type { Product } from '../../../src/model/product';
import type { StoredOrder } from '../ordersRepository';
import type { StoredReturn } from './afterSalesRepository';

/**
 * The order as the after-sales pages read it. No factory labels exist yet, so the active
 * quantity is the quantity less what was returned; the rule itself takes labels too.
 */
export function afterSalesViewOf(
  order: StoredOrder,
  returns: StoredReturn[],
  returned: Map<number, number>,
  products: Product[],
): AfterSalesView {
  const edit = canEditOrder(order.status);
  const nameOf = (itemId: number) => order.items.find((item) => item.id === itemId)?.name ?? '';
  return {
    hash: order.hash,
    reference: orderReference(order.hash),
    status: order.status,
    version: order.version,
    email: order.billingEmail,
    shippingAddress: order.shippingAddress,
    editable: edit.ok,
    lockedMessage: edit.ok ? null : edit.message,
    returnable: canReturnOrder(order.status),
    items: order.items.map((item) => {
      const product = products.find((each) => each.id === item.productId);
      return {
        id: item.id,
        name: item.name,
        quantity: item.quantity,
        activeQuantity: activeQuantity({
          quantity: item.quantity,
          returnedQuantity: returned.get(item.id) ?? 0,
          labels: [],
        }),
        options: item.options,
        choices: (product?.options ?? []).map((option) => ({
          colour: option.colourName,
          sizes: option.sizes,
        })),
      };
    }),
    returns: returns.map((each) => ({
      id: each.id,
      status: each.status,
      reason: each.reason,
      createdAt: each.createdAt,
      lines: each.lines.map((line) => ({ ...line, name: nameOf(line.itemId) })),
    })),
  };
}
