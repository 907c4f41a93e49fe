import { ATLAS_MESSAGES, mayMoveTo, mayRefund, nextStatuses } from '../../src/atlas';
import { ConflictError, NotFoundError, ValidationError } from '../../src/errors';
import type { AppContext } from '../context';
import type { StoredOrder } from '../commerce/ordersRepository';
import { refundIntent } from '../commerce/payments';
import type { PaymentProcessor } from '../commerce/processors/types';
import type { AuditRepository } from './auditRepository';
import type { AtlasStaff } from './guard';
import type { LabelsRepository } from './labelsRepository';

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
    const [statusLog, attempts, itemLabels] = await Promise.all([
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

  return { detail, transition, refund };
}
