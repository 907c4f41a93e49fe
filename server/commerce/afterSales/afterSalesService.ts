import {
  AFTER_SALES_MESSAGES,
  EDITABLE_STATUSES,
  RETURN_REASONS,
  canEditOrder,
  canReturnOrder,
  checkReturnLines,
  isProductChoice,
  isSameCountry,
  orderReference,
  type Address,
  type AfterSalesView,
  type ReturnRequest,
} from '../../../src/commerce';
import { ApiError, NotFoundError, ValidationError } from '../../../src/errors';
import type { AccountMailer } from '../../accounts/accountMail';
import type { ProductsRepository } from '../../catalogue/productsRepository';
import type { DivisionsRepository } from '../../store/divisionsRepository';
import type { OrdersRepository, StoredOrder } from '../ordersRepository';
import { refundIntent } from '../payments';
import type { PaymentProcessor } from '../processors/types';
import type { AfterSalesRepository, ChangeOutcome } from './afterSalesRepository';
import { afterSalesViewOf } from './afterSalesView';
import { returnAddressFor } from './returnAddress';
import { returnLabelPdf } from './returnLabel';
import { composeReturnReceivedMail } from './returnMail';

/**
 * Returns, edits and cancellation of one order, checked on the server with the same rules
 * the pages use (src/commerce/afterSales.ts). A change names the order version it was
 * made from; a stale version or an order that moved on answers 409 with the current view,
 * so the page shows what is true now.
 */
export interface AfterSalesDeps {
  orders: OrdersRepository;
  afterSales: AfterSalesRepository;
  products: Pick<ProductsRepository, 'findByIds'>;
  divisions: Pick<DivisionsRepository, 'findByRef'>;
  /** Refunds a cancelled paid order; null when the store takes no payments. */
  processor: PaymentProcessor | null;
  mailer: AccountMailer;
  env: NodeJS.ProcessEnv;
}

export function createAfterSalesService(deps: AfterSalesDeps) {
  const { orders, afterSales } = deps;

  async function view(order: StoredOrder): Promise<AfterSalesView> {
    const productIds = order.items.flatMap((item) => (item.productId ? [item.productId] : []));
    return afterSalesViewOf(
      order,
      await afterSales.returnsOf(order.id),
      await afterSales.returnedQuantities(order.id),
      productIds.length ? await deps.products.findByIds([...new Set(productIds)]) : [],
    );
  }

  async function reload(order: StoredOrder): Promise<StoredOrder> {
    const current = await orders.findById(order.id);
    if (!current) throw new NotFoundError('Order not found');
    return current;
  }

  /** 409 with the order as it is now: locked when it moved on, else simply stale. */
  async function conflict(order: StoredOrder): Promise<never> {
    const current = await reload(order);
    const edit = canEditOrder(current.status);
    throw new ApiError(edit.ok ? AFTER_SALES_MESSAGES.stale : edit.message, 409, {
      order: await view(current),
    });
  }

  async function requireEditable(order: StoredOrder, version: number) {
    const edit = canEditOrder(order.status);
    if (!edit.ok) throw new ApiError(edit.message, 409, { order: await view(order) });
    if (order.version !== version) await conflict(order);
  }

  async function settle(order: StoredOrder, outcome: ChangeOutcome): Promise<AfterSalesView> {
    if (outcome === 'conflict') return conflict(order);
    return view(await reload(order));
  }

  return {
    view,

    async requestReturn(order: StoredOrder, request: ReturnRequest) {
      if (!canReturnOrder(order.status))
        throw new ApiError(AFTER_SALES_MESSAGES.notReturnable, 409, { order: await view(order) });
      if (order.version !== request.version) await conflict(order);
      const current = await view(order);
      const problem = checkReturnLines(current.items, request.lines);
      if (problem) throw new ValidationError(problem, [{ field: 'lines', message: problem }]);
      const returnId = await afterSales.recordReturn(order.id, request.version, request);
      if (returnId === null) return conflict(order);
      return { returnId, order: await view(await reload(order)) };
    },

    async returnLabel(order: StoredOrder, returnId: number): Promise<Buffer> {
      const found = await afterSales.findReturn(returnId);
      if (!found || found.orderId !== order.id) throw new NotFoundError('Return not found');
      const store = await deps.divisions.findByRef(String(order.divisionId));
      const storeName = store?.name ?? 'Store';
      return returnLabelPdf({
        storeName,
        returnAddress: returnAddressFor(storeName, deps.env),
        orderReference: orderReference(order.hash),
        returnId: found.id,
        from: order.shippingAddress,
        lines: found.lines.map((line) => ({
          name: order.items.find((item) => item.id === line.itemId)?.name ?? 'Item',
          quantity: line.quantity,
        })),
        reason:
          RETURN_REASONS.find((reason) => reason.code === found.reason)?.label ?? found.reason,
        createdAt: found.createdAt,
      });
    },

    async changeItem(
      order: StoredOrder,
      itemId: number,
      change: { version: number; colour: string; size: string },
    ) {
      await requireEditable(order, change.version);
      const item = order.items.find((each) => each.id === itemId);
      if (!item) throw new NotFoundError(AFTER_SALES_MESSAGES.unknownItem);
      const choices = (await view(order)).items.find((each) => each.id === itemId)!.choices;
      if (!isProductChoice(choices, change.colour, change.size))
        throw new ValidationError(AFTER_SALES_MESSAGES.option, [
          { field: 'size', message: AFTER_SALES_MESSAGES.option },
        ]);
      const options: Record<string, string> = { ...item.options, colour: change.colour };
      if (change.size) options.size = change.size;
      else delete options.size;
      return settle(
        order,
        await afterSales.changeItemOptions(
          order.id,
          change.version,
          EDITABLE_STATUSES,
          itemId,
          options,
        ),
      );
    },

    async changeAddress(order: StoredOrder, version: number, address: Address) {
      await requireEditable(order, version);
      if (!isSameCountry(order.shippingAddress, address))
        throw new ValidationError(AFTER_SALES_MESSAGES.country, [
          { field: 'shippingAddress.country', message: AFTER_SALES_MESSAGES.country },
        ]);
      return settle(
        order,
        await afterSales.changeAddress(order.id, version, EDITABLE_STATUSES, address),
      );
    },

    /**
     * Cancels the order; a paid one is refunded in full through its processor. The order
     * is marked cancelled first (compare and set), so a second cancel never refunds twice;
     * after the processor confirms the refund it moves on to refunded.
     */
    async cancel(order: StoredOrder, version: number) {
      await requireEditable(order, version);
      const paid = order.status === 'paid' && order.paymentTransaction !== null;
      const outcome = await afterSales.cancel(order.id, version, EDITABLE_STATUSES, 'cancelled');
      if (outcome === 'conflict') return conflict(order);
      if (paid && deps.processor) {
        await refundIntent(orders, deps.processor, order.paymentTransaction!, order.total);
        await orders.transition(order.id, ['cancelled'], 'refunded');
      }
      return view(await reload(order));
    },

    /**
     * Staff: the returned parcel has arrived. Marks the return received (once) and sends
     * the "return received" mail; `orderLink` is the shopper's returns page.
     */
    async markReturnReceived(returnId: number, origin: string): Promise<boolean> {
      const found = await afterSales.findReturn(returnId);
      if (!found) throw new NotFoundError('Return not found');
      if (!(await afterSales.markReturnReceived(returnId))) return false;
      const order = await orders.findById(found.orderId);
      const store = order ? await deps.divisions.findByRef(String(order.divisionId)) : null;
      if (!order || !store) return true;
      await deps.mailer.send(
        await composeReturnReceivedMail(
          order,
          { ...found, status: 'received' },
          store,
          `${origin}/returns/${order.hash}`,
        ),
      );
      return true;
    },
  };
}

export type AfterSalesService = ReturnType<typeof createAfterSalesService>;
