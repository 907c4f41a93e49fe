import { statusAfterPayment } from '../../src/commerce/orderStart';
import type { OrdersRepository, StoredOrder } from './ordersRepository';
import type { PaymentProcessor, PaymentState } from './processors/types';

/**
 * Paying for an order without ever losing a paid order or charging twice. The attempt is
 * written before the processor is called and again after it answers; the processor's
 * intent (not our request) is the record of a charge. If the process dies between the
 * charge and the order update, the attempt is left `processing` with its intent id, and
 * the next request for the order (or the processor's webhook) reads the intent and
 * finishes the order. Moving an order to paid is a compare-and-set on its status, so two
 * finishers never both count it.
 */
export const UNPAID_STATUSES = ['new', 'to_be_paid', 'bespoke_idle', 'bespoke_approved'] as const;
/**
 * Where a payment moves an order (statusAfterPayment): the normal flow's unpaid statuses to
 * `paid`; a bespoke order (the bespoke store's, in `bespoke_idle`, or one made from a quote,
 * waiting in `bespoke_approved`) to `bespoke_paid`, staying in the bespoke flow.
 */
const PAYMENT_MOVES = (['paid', 'bespoke_paid'] as const).map((to) => ({
  from: UNPAID_STATUSES.filter((status) => statusAfterPayment(status) === to),
  to,
}));
export const CANCELLED_REFUND_MESSAGE =
  'This order was cancelled before the payment went through, so the payment was refunded.';
export const OPEN_ATTEMPT_STATES = ['started', 'processing', 'requires_action'] as const;

export interface PaymentsDeps {
  orders: OrdersRepository;
  processor: PaymentProcessor;
  /**
   * Runs once when an order becomes paid (invoice number, confirmation mail); the caller
   * builds the service per request, so this knows the request's origin for links.
   */
  onPaid: (order: StoredOrder) => Promise<void>;
  /** Fault injection for the crash test: called between the charge and the order update. */
  afterCharge?: () => void;
}

export interface PaymentResult {
  state: PaymentState;
  order: StoredOrder;
}

/**
 * Refunds an intent on the card account it was charged on (read from its attempt), so a
 * connected account's charge is refunded by that account. Idempotent at the processor.
 */
export async function refundIntent(
  orders: Pick<OrdersRepository, 'attemptByIntent'>,
  processor: PaymentProcessor,
  intentId: string,
  amount: number,
): Promise<void> {
  const attempt = await orders.attemptByIntent(intentId);
  await processor.refund(intentId, amount, attempt?.processorAccount ?? null);
}

export const isUnpaid = (order: Pick<StoredOrder, 'status'>): boolean =>
  (UNPAID_STATUSES as readonly string[]).includes(order.status);

export function createPayments(deps: PaymentsDeps) {
  const { orders, processor } = deps;

  /** Records the processor's answer on the attempt and, when it is paid, on the order. */
  async function apply(
    order: StoredOrder,
    attemptId: number,
    state: PaymentState,
  ): Promise<StoredOrder> {
    if (state.status === 'pending') return order;
    await orders.finishAttempt(attemptId, {
      state: state.status,
      message: state.status === 'failed' ? state.message : '',
      successful: state.status === 'succeeded',
      paymentMethodName: state.status === 'succeeded' ? state.paymentMethodName : '',
      intentId: state.intentId,
    });
    if (state.status !== 'succeeded') return order;
    const changes = {
      paymentMethod: state.paymentMethodName,
      paymentTransaction: state.intentId,
    };
    let moved = false;
    for (const move of PAYMENT_MOVES)
      moved ||= await orders.transition(order.id, move.from, move.to, changes);
    if (moved) await deps.onPaid((await orders.findById(order.id))!);
    const current = (await orders.findById(order.id))!;
    // A charge that lands after the shopper cancelled (a pay page left open in another tab)
    // is given back: the order stays cancelled and the money is refunded.
    if (!moved && current.status === 'cancelled' && current.paymentTransaction !== state.intentId) {
      await refundIntent(orders, processor, state.intentId, order.total);
      await orders.finishAttempt(attemptId, {
        state: 'refunded',
        message: CANCELLED_REFUND_MESSAGE,
        successful: false,
        paymentMethodName: state.paymentMethodName,
        intentId: state.intentId,
      });
    }
    return current;
  }

  /**
   * Opens an attempt with a fresh intent: the attempt row exists before the processor call.
   * `account` is the store's card account (null: the platform's own), kept on the attempt.
   */
  async function open(order: StoredOrder, account: string | null = null) {
    const attemptId = await orders.startAttempt(order.id, processor.name, null, account);
    const intent = await processor.createIntent({
      orderId: order.id,
      orderHash: order.hash,
      amount: order.total,
      currency: order.currency,
      idempotencyKey: `${order.hash}-${attemptId}`,
      account,
    });
    await orders.finishAttempt(attemptId, {
      state: 'processing',
      message: '',
      successful: false,
      paymentMethodName: '',
      intentId: intent.intentId,
    });
    return { attemptId, intent };
  }

  /** The open attempt whose intent is waiting on the shopper (an authentication challenge). */
  async function openAttempt(order: StoredOrder) {
    const attempts = await orders.attempts(order.id);
    return attempts
      .reverse()
      .find((attempt) => attempt.state === 'requires_action' && attempt.intentId);
  }

  return {
    open,

    /**
     * Confirms through a processor-specific call (the test processor's card form, or a
     * confirmation the browser already made with Stripe) and applies the answer.
     */
    async confirm(
      order: StoredOrder,
      attemptId: number,
      confirmIntent: () => Promise<PaymentState>,
    ): Promise<PaymentResult> {
      const state = await confirmIntent();
      deps.afterCharge?.();
      return { state, order: await apply(order, attemptId, state) };
    },

    /** Finishes an authentication challenge for the order's open attempt. */
    async answerChallenge(
      order: StoredOrder,
      answer: (intentId: string) => Promise<PaymentState>,
    ): Promise<PaymentResult | null> {
      const attempt = await openAttempt(order);
      if (!attempt?.intentId) return null;
      const state = await answer(attempt.intentId);
      return { state, order: await apply(order, attempt.id, state) };
    },

    /**
     * Brings an unpaid order up to date with its processor: any attempt left open (a crash,
     * a shopper who closed the tab mid-challenge, a Stripe redirect) is read back and
     * applied. Safe to call on every read.
     */
    async reconcile(order: StoredOrder): Promise<StoredOrder> {
      if (!isUnpaid(order)) return order;
      let current = order;
      for (const attempt of await orders.attempts(order.id)) {
        if (
          !attempt.intentId ||
          !(OPEN_ATTEMPT_STATES as readonly string[]).includes(attempt.state)
        )
          continue;
        const state = await processor.retrieve(attempt.intentId, attempt.processorAccount);
        if (state.status === 'requires_action' && attempt.state === 'requires_action') continue;
        current = await apply(current, attempt.id, state);
        if (!isUnpaid(current)) break;
      }
      return current;
    },

    /** Applies a verified webhook's state to the order that owns the intent. */
    async applyWebhook(intentId: string, state: PaymentState): Promise<StoredOrder | null> {
      const attempt = await orders.attemptByIntent(intentId);
      if (!attempt) return null;
      const order = await orders.findById(attempt.orderId);
      if (!order || !isUnpaid(order)) return order;
      return apply(order, attempt.id, state);
    },

    async openChallenge(order: StoredOrder) {
      return openAttempt(order);
    },
  };
}

export type Payments = ReturnType<typeof createPayments>;
