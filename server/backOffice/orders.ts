import { ATLAS_MESSAGES, mayMoveTo, mayRefund, nextStatuses } from '../../src/backOffice';
import { ConflictError, NotFoundError, ValidationError } from '../../src/errors';
import type { AppContext } from '../context';
import type { StoredOrder } from '../commerce/ordersRepository';
import { refundIntent } from '../commerce/payments';
import type { PaymentProcessor } from '../commerce/processors/types';
import type { AuditRepository } from './auditRepository';
import type { AtlasStaff } from './guard';
import type { LabelsRepository } from './labelsRepository';
import { randomBytes } from 'node:crypto';
import { orderHashFromBytes } from '../../src/commerce/orderHash';
import {
  CHILD_ORDER_MESSAGES,
  CHILD_ORDER_STATUS,
  mayMakeChildOrder,
  parentStatusAfter,
  type ChildOrderRequest,
} from '../../src/backOffice/childOrders';

export interface AtlasOrdersDeps {
  ctx: AppContext;
  audit: AuditRepository;
  processor: PaymentProcessor | null;
  labels: LabelsRepository;
}

/** The staff order screen: the order with its status log (with who), attempts and next steps. */
export function createAtlasOrders({ ctx, audit, processor, labels }: AtlasOrdersDeps) {
  const { orders } = ctx.repos;
  const now = () => new Date(ctx.config.clock()).toISOString();

  async function load(id: number): Promise<StoredOrder> {
    const order = await orders.findById(id);
    if (!order) throw new NotFoundError('Order not found');
    return order;
  }

  async function detail(id: number) {
    const order = await load(id);
    const [statusLog, attempts, itemLabels, family, children] = await Promise.all([
      ctx.db
        .selectFrom('order_status_log')
        .leftJoin('users', 'users.id', 'order_status_log.user_id')
        .select([
          'order_status_log.status',
          'order_status_log.created_at',
          'users.email as user_email',
        ])
        .where('order_status_log.order_id', '=', id)
        .orderBy('order_status_log.id')
        .execute(),
      orders.attempts(id),
      labels.forItems(order.items.map((item) => item.id)),
      ctx.db
        .selectFrom('orders')
        .select(['parent_order_id', 'child_order_type', 'child_reason'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
      ctx.db
        .selectFrom('orders')
        .select(['id', 'status', 'child_order_type', 'child_reason', 'created_at'])
        .where('parent_order_id', '=', id)
        .orderBy('id')
        .execute(),
    ]);
    return {
      ...order,
      items: order.items.map((item) => ({
        ...item,
        labels: itemLabels.filter((label) => label.orderItemId === item.id),
      })),
      statusLogRecords: statusLog.map((row) => ({
        status: row.status,
        createdAt: row.created_at,
        user: row.user_email ?? null,
      })),
      paymentAttempts: attempts.map((attempt) => ({
        message: attempt.message,
        successful: attempt.successful,
        paymentMethodName: attempt.paymentMethodName,
        createdAt: attempt.createdAt,
      })),
      parentOrderId: family.parent_order_id,
      childOrderType: family.child_order_type,
      childReason: family.child_reason,
      childOrders: children.map((child) => ({
        id: child.id,
        status: child.status,
        type: child.child_order_type,
        reason: child.child_reason,
        createdAt: child.created_at,
      })),
      mayMakeChildOrder: mayMakeChildOrder(order.status),
      nextStatuses: nextStatuses(order.status),
      refundable: mayRefund(order.status) && order.paymentTransaction !== null,
    };
  }

  const log = (staff: AtlasStaff, action: string, order: StoredOrder, after: unknown) =>
    audit.append(ctx.db, {
      staffUserId: staff.user.id,
      staffEmail: staff.user.email,
      action,
      subjectType: 'order',
      subjectId: order.id,
      before: { status: order.status, version: order.version },
      after,
      createdAt: now(),
    });

  /** Moves the order one status group on, guarded by the flow, its version and the status CAS. */
  async function transition(
    staff: AtlasStaff,
    id: number,
    body: { status: string; version: number },
  ) {
    const order = await load(id);
    if (order.version !== body.version) throw new ConflictError(ATLAS_MESSAGES.stale);
    if (!mayMoveTo(order.status, body.status))
      throw new ValidationError(ATLAS_MESSAGES.transition, [
        { field: 'status', message: ATLAS_MESSAGES.transition },
      ]);
    const moved = await orders.transition(id, [order.status], body.status, {}, staff.user.id);
    if (!moved) throw new ConflictError(ATLAS_MESSAGES.stale);
    await log(staff, 'order.transition', order, { status: body.status });
    return detail(id);
  }

  /**
   * Refunds the whole order through its processor. The order moves to refunded first
   * (compare and set on its status), so a double click or a second tab never refunds
   * twice; the processor's refund is idempotent on the intent besides.
   */
  async function refund(staff: AtlasStaff, id: number, version: number) {
    const order = await load(id);
    if (order.version !== version) throw new ConflictError(ATLAS_MESSAGES.stale);
    if (!mayRefund(order.status) || !order.paymentTransaction || !processor)
      throw new ValidationError(ATLAS_MESSAGES.refund, [
        { field: 'order', message: ATLAS_MESSAGES.refund },
      ]);
    const moved = await orders.transition(id, [order.status], 'refunded', {}, staff.user.id);
    if (!moved) throw new ConflictError(ATLAS_MESSAGES.stale);
    await refundIntent(orders, processor, order.paymentTransaction, order.total);
    await log(staff, 'order.refund', order, { status: 'refunded', amount: order.total });
    return detail(id);
  }

  /**
   * A reprint or exchange: a child order of the same items at no charge, starting paid so
   * the factory makes it again, with the reason. An exchange also closes the parent as
   * exchanged. The parent's version is compare-and-set (409 when stale), and the parent's
   * change, the child order, both status logs and the audit row are one transaction.
   */
  async function makeChild(staff: AtlasStaff, id: number, body: ChildOrderRequest) {
    const parent = await load(id);
    if (!mayMakeChildOrder(parent.status))
      throw new ValidationError(CHILD_ORDER_MESSAGES.notAllowed, [
        { field: 'type', message: CHILD_ORDER_MESSAGES.notAllowed },
      ]);
    const at = now();
    const parentStatus = parentStatusAfter(body.type, parent.status);
    const childId = await ctx.db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('orders')
        .set((eb) => ({ status: parentStatus, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('version', '=', body.version)
        .where('status', '=', parent.status)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw new ConflictError(ATLAS_MESSAGES.stale);
      if (parentStatus !== parent.status)
        await trx
          .insertInto('order_status_log')
          .values({ order_id: id, user_id: staff.user.id, status: parentStatus, created_at: at })
          .execute();
      const child = await trx
        .insertInto('orders')
        .values({
          hash: orderHashFromBytes(randomBytes(16)),
          division_id: parent.divisionId,
          customer_id: parent.customerId,
          currency: parent.currency,
          conversion_rate: String(parent.conversionRate),
          status: CHILD_ORDER_STATUS,
          subtotal: 0,
          goods_tax: 0,
          discount: 0,
          tax_discount: 0,
          shipping: 0,
          shipping_tax: 0,
          total: 0,
          coupon: null,
          billing_email: parent.billingEmail,
          phone: parent.phone,
          billing_address: JSON.stringify(parent.billingAddress),
          shipping_address: JSON.stringify(parent.shippingAddress),
          shipping_method: parent.shippingMethod,
          parent_order_id: id,
          child_order_type: body.type,
          child_reason: body.reason,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const item of parent.items)
        await trx
          .insertInto('order_items')
          .values({
            order_id: child.id,
            product_id: item.productId,
            name: item.name,
            quantity: item.quantity,
            price: 0,
            tax: 0,
            discount: 0,
            price_tax_included: 0,
            discount_tax_included: 0,
            vat_rate: item.vatRate,
            options: JSON.stringify(item.options),
            design_id: item.options.design ?? null,
          })
          .execute();
      await trx
        .insertInto('order_status_log')
        .values({
          order_id: child.id,
          user_id: staff.user.id,
          status: CHILD_ORDER_STATUS,
          created_at: at,
        })
        .execute();
      await audit.append(trx, {
        staffUserId: staff.user.id,
        staffEmail: staff.user.email,
        action: `order.${body.type}`,
        subjectType: 'order',
        subjectId: id,
        before: { status: parent.status, version: parent.version },
        after: { status: parentStatus, childOrderId: child.id, reason: body.reason },
        createdAt: at,
      });
      return child.id;
    });
    return { childOrderId: childId, order: await detail(id) };
  }

  return { detail, transition, refund, makeChild };
}
