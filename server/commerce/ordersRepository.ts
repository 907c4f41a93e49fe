import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, OrdersTable, OrderItemsTable, PaymentAttemptsTable } from '../db/schema';
import { isUniqueViolation, nowIso, parseJson } from '../db/rows';
import type { Address } from '../../src/commerce';
import type { OrderTotals } from '../../src/commerce/totals';

/** An order as the server reads it back: the row's fields in the spec's names. */
export interface StoredOrderItem {
  id: number;
  productId: number | null;
  name: string;
  quantity: number;
  price: number;
  tax: number;
  discount: number;
  priceTaxIncluded: number;
  discountTaxIncluded: number;
  vatRate: number;
  options: Record<string, string>;
}

export interface StoredOrder {
  id: number;
  hash: string;
  divisionId: number;
  customerId: number | null;
  currency: string;
  conversionRate: number;
  status: string;
  subtotal: number;
  goodsTax: number;
  discount: number;
  taxDiscount: number;
  shipping: number;
  shippingTax: number;
  total: number;
  coupon: string | null;
  billingEmail: string;
  phone: string | null;
  billingAddress: Address;
  shippingAddress: Address;
  shippingMethod: string | null;
  paymentMethod: string | null;
  paymentTransaction: string | null;
  invoiceNumber: number | null;
  trackingCodes: string[];
  version: number;
  createdAt: string;
  items: StoredOrderItem[];
}

export interface NewOrder {
  hash: string;
  divisionId: number;
  customerId: number | null;
  totals: OrderTotals;
  conversionRate: number;
  coupon: string | null;
  billingEmail: string;
  phone: string | null;
  billingAddress: Address;
  shippingAddress: Address;
  shippingMethod: string;
  status: string;
}

export interface PaymentAttemptRow {
  id: number;
  orderId: number;
  processor: string;
  intentId: string | null;
  state: string;
  message: string;
  successful: boolean;
  paymentMethodName: string;
  createdAt: string;
  /** The card account the intent was made on; null: the platform's own. */
  processorAccount: string | null;
}

export interface OrdersRepository {
  /**
   * Creates the order for a checkout key, or finds the one that key already made: the key
   * row and the order are written in one transaction, so a double click, a retry or a
   * second tab gets the first order back and never a second one.
   */
  createOnce(key: string, order: NewOrder): Promise<{ order: StoredOrder; created: boolean }>;
  findByHash(hash: string): Promise<StoredOrder | null>;
  findById(id: number): Promise<StoredOrder | null>;
  listForCustomer(divisionId: number, customerId: number): Promise<StoredOrder[]>;
  /**
   * Moves the order to `status` when it is in one of `from` (compare and set), logging the
   * change; false when another request moved it first.
   */
  transition(
    orderId: number,
    from: readonly string[],
    status: string,
    changes?: { paymentMethod?: string; paymentTransaction?: string; trackingCodes?: string[] },
    userId?: number | null,
  ): Promise<boolean>;
  statusLog(orderId: number): Promise<{ status: string; createdAt: string }[]>;
  startAttempt(
    orderId: number,
    processor: string,
    intentId: string | null,
    processorAccount?: string | null,
  ): Promise<number>;
  finishAttempt(
    attemptId: number,
    outcome: {
      state: string;
      message: string;
      successful: boolean;
      paymentMethodName: string;
      intentId?: string | null;
    },
  ): Promise<void>;
  attempts(orderId: number): Promise<PaymentAttemptRow[]>;
  attemptByIntent(intentId: string): Promise<PaymentAttemptRow | null>;
  createCoupon(divisionId: number, code: string, percentOff: number): Promise<void>;
  findCoupon(
    divisionId: number,
    code: string,
  ): Promise<{ code: string; percentOff: number } | null>;
  /** Records a webhook event id; false when it was already handled. */
  markWebhookEvent(id: string, processor: string): Promise<boolean>;
}

type Db = Kysely<Database> | Transaction<Database>;

const itemOf = (row: Selectable<OrderItemsTable>): StoredOrderItem => ({
  id: row.id,
  productId: row.product_id,
  name: row.name,
  quantity: row.quantity,
  price: row.price,
  tax: row.tax,
  discount: row.discount,
  priceTaxIncluded: row.price_tax_included,
  discountTaxIncluded: row.discount_tax_included,
  vatRate: row.vat_rate,
  options: parseJson<Record<string, string>>(row.options, {}),
});

const attemptOf = (row: Selectable<PaymentAttemptsTable>): PaymentAttemptRow => ({
  id: row.id,
  orderId: row.order_id,
  processor: row.processor,
  intentId: row.intent_id,
  state: row.state,
  message: row.message,
  successful: Boolean(row.successful),
  paymentMethodName: row.payment_method_name,
  createdAt: row.created_at,
  processorAccount: row.processor_account,
});

const emptyAddress: Address = { name: '', street: '', city: '', country: '', zip: '' };

function orderOf(row: Selectable<OrdersTable>, items: StoredOrderItem[]): StoredOrder {
  return {
    id: row.id,
    hash: row.hash,
    divisionId: row.division_id,
    customerId: row.customer_id,
    currency: row.currency,
    conversionRate: Number(row.conversion_rate),
    status: row.status,
    subtotal: row.subtotal,
    goodsTax: row.goods_tax,
    discount: row.discount,
    taxDiscount: row.tax_discount,
    shipping: row.shipping,
    shippingTax: row.shipping_tax,
    total: row.total,
    coupon: row.coupon,
    billingEmail: row.billing_email,
    phone: row.phone,
    billingAddress: parseJson(row.billing_address, emptyAddress),
    shippingAddress: parseJson(row.shipping_address, emptyAddress),
    shippingMethod: row.shipping_method,
    paymentMethod: row.payment_method,
    paymentTransaction: row.payment_transaction,
    invoiceNumber: row.invoice_number,
    trackingCodes: parseJson<string[]>(row.tracking_codes, []),
    version: row.version,
    createdAt: row.created_at,
    items,
  };
}

async function loadOrders(db: Db, rows: Selectable<OrdersTable>[]): Promise<StoredOrder[]> {
  if (rows.length === 0) return [];
  const items = await db
    .selectFrom('order_items')
    .selectAll()
    .where(
      'order_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('id')
    .execute();
  return rows.map((row) =>
    orderOf(row, items.filter((item) => item.order_id === row.id).map(itemOf)),
  );
}

async function insertOrder(trx: Transaction<Database>, order: NewOrder): Promise<number> {
  const now = nowIso();
  const { totals } = order;
  const row = await trx
    .insertInto('orders')
    .values({
      hash: order.hash,
      division_id: order.divisionId,
      customer_id: order.customerId,
      currency: totals.currency,
      conversion_rate: String(order.conversionRate),
      status: order.status,
      subtotal: totals.subtotal,
      goods_tax: totals.goodsTax,
      discount: totals.discount,
      tax_discount: totals.taxDiscount,
      shipping: totals.shipping,
      shipping_tax: totals.shippingTax,
      total: totals.total,
      coupon: order.coupon,
      billing_email: order.billingEmail,
      phone: order.phone,
      billing_address: JSON.stringify(order.billingAddress),
      shipping_address: JSON.stringify(order.shippingAddress),
      shipping_method: order.shippingMethod,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const item of totals.items)
    await trx
      .insertInto('order_items')
      .values({
        order_id: row.id,
        product_id: item.productId,
        name: item.name,
        quantity: item.quantity,
        price: item.price,
        tax: item.tax,
        discount: item.discount,
        price_tax_included: item.priceTaxIncluded,
        discount_tax_included: item.discountTaxIncluded,
        vat_rate: item.vatRate,
        options: JSON.stringify(item.options),
        design_id: item.options.design ?? null,
      })
      .execute();
  await trx
    .insertInto('order_status_log')
    .values({ order_id: row.id, user_id: null, status: order.status, created_at: now })
    .execute();
  return row.id;
}

export function createOrdersRepository(db: Kysely<Database>): OrdersRepository {
  async function findById(id: number) {
    const row = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? ((await loadOrders(db, [row]))[0] ?? null) : null;
  }

  async function orderOfKey(key: string, divisionId: number): Promise<StoredOrder | null> {
    const existing = await db
      .selectFrom('checkout_idempotency_keys')
      .select('order_id')
      .where('key', '=', key)
      .where('division_id', '=', divisionId)
      .executeTakeFirst();
    return existing?.order_id ? findById(existing.order_id) : null;
  }

  return {
    async createOnce(key, order) {
      const earlier = await orderOfKey(key, order.divisionId);
      if (earlier) return { order: earlier, created: false };
      try {
        const id = await db.transaction().execute(async (trx) => {
          // The key goes in first: a second request with the same key fails here (unique
          // primary key) before it writes an order, and its transaction rolls back.
          await trx
            .insertInto('checkout_idempotency_keys')
            .values({ key, division_id: order.divisionId, order_id: null, created_at: nowIso() })
            .execute();
          const orderId = await insertOrder(trx, order);
          await trx
            .updateTable('checkout_idempotency_keys')
            .set({ order_id: orderId })
            .where('key', '=', key)
            .execute();
          return orderId;
        });
        return { order: (await findById(id))!, created: true };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const winner = await orderOfKey(key, order.divisionId);
        if (!winner) throw error;
        return { order: winner, created: false };
      }
    },
    async findByHash(hash) {
      const row = await db
        .selectFrom('orders')
        .selectAll()
        .where('hash', '=', hash)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return row ? ((await loadOrders(db, [row]))[0] ?? null) : null;
    },
    findById,
    async listForCustomer(divisionId, customerId) {
      const rows = await db
        .selectFrom('orders')
        .selectAll()
        .where('division_id', '=', divisionId)
        .where('customer_id', '=', customerId)
        .where('deleted_at', 'is', null)
        .orderBy('id', 'desc')
        .limit(100)
        .execute();
      return loadOrders(db, rows);
    },
    async transition(orderId, from, status, changes = {}, userId = null) {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('orders')
          .set((eb) => ({
            status,
            version: eb('version', '+', 1),
            ...(changes.paymentMethod !== undefined
              ? { payment_method: changes.paymentMethod }
              : {}),
            ...(changes.paymentTransaction !== undefined
              ? { payment_transaction: changes.paymentTransaction }
              : {}),
            ...(changes.trackingCodes !== undefined
              ? { tracking_codes: JSON.stringify(changes.trackingCodes) }
              : {}),
          }))
          .where('id', '=', orderId)
          .where('status', 'in', [...from])
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        await trx
          .insertInto('order_status_log')
          .values({ order_id: orderId, user_id: userId, status, created_at: nowIso() })
          .execute();
        return true;
      });
    },
    async statusLog(orderId) {
      const rows = await db
        .selectFrom('order_status_log')
        .select(['status', 'created_at'])
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ status: row.status, createdAt: row.created_at }));
    },
    async startAttempt(orderId, processor, intentId, processorAccount = null) {
      const row = await db
        .insertInto('payment_attempts')
        .values({
          order_id: orderId,
          processor,
          intent_id: intentId,
          processor_account: processorAccount,
          state: 'started',
          created_at: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async finishAttempt(attemptId, outcome) {
      await db
        .updateTable('payment_attempts')
        .set({
          state: outcome.state,
          message: outcome.message,
          successful: outcome.successful ? 1 : 0,
          payment_method_name: outcome.paymentMethodName,
          ...(outcome.intentId !== undefined ? { intent_id: outcome.intentId } : {}),
        })
        .where('id', '=', attemptId)
        .execute();
    },
    async attempts(orderId) {
      const rows = await db
        .selectFrom('payment_attempts')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute();
      return rows.map(attemptOf);
    },
    async attemptByIntent(intentId) {
      const row = await db
        .selectFrom('payment_attempts')
        .selectAll()
        .where('intent_id', '=', intentId)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return row ? attemptOf(row) : null;
    },
    async createCoupon(divisionId, code, percentOff) {
      await db
        .insertInto('coupons')
        .values({
          division_id: divisionId,
          code: code.trim().toUpperCase(),
          percent_off: percentOff,
          created_at: nowIso(),
        })
        .execute();
    },
    async findCoupon(divisionId, code) {
      const row = await db
        .selectFrom('coupons')
        .select(['code', 'percent_off'])
        .where('division_id', '=', divisionId)
        .where('code', '=', code.trim().toUpperCase())
        .where('enabled', '=', 1)
        .executeTakeFirst();
      return row ? { code: row.code, percentOff: row.percent_off } : null;
    },
    async markWebhookEvent(id, processor) {
      try {
        await db
          .insertInto('processed_webhook_events')
          .values({ id, processor, created_at: nowIso() })
          .execute();
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },
  };
}
