import { z } from 'zod';
import { int32 } from '../model/numeric';
import { commissionPence, commissionState, type AttributedOrder } from './commission';

/**
 * Paying affiliates. A referred order's commission is **pending** while the order is
 * unpaid, **payable** once it is paid (and not cancelled or refunded) until the seller
 * records a payout covering it, then **paid**. Cancelled and refunded orders earn
 * nothing. A payout covers every payable order of the affiliate at once. Money in pence.
 */
export interface ReferredOrder extends AttributedOrder {
  orderId: number;
  hash: string;
  /** The payout that paid its commission, null until then. */
  payoutId: number | null;
}

export type CommissionStage = 'pending' | 'payable' | 'paid' | 'void';

export function commissionStage(order: ReferredOrder): CommissionStage {
  if (order.payoutId !== null) return 'paid';
  const state = commissionState(order.status);
  return state === 'confirmed' ? 'payable' : state;
}

export interface CommissionBalance {
  pending: number;
  payable: number;
  paid: number;
}

export function commissionBalance(orders: readonly ReferredOrder[]): CommissionBalance {
  const balance: CommissionBalance = { pending: 0, payable: 0, paid: 0 };
  for (const order of orders) {
    const stage = commissionStage(order);
    if (stage !== 'void') balance[stage] += commissionPence(order);
  }
  return balance;
}

/** The orders a payout made now would cover. */
export const payableOrders = (orders: readonly ReferredOrder[]): ReferredOrder[] =>
  orders.filter((order) => commissionStage(order) === 'payable');

export const PAYOUT_MESSAGES = {
  nothingPayable: 'Nothing is payable to this affiliate yet',
  amountChanged: 'The amount payable has changed. Reload to see it.',
} as const;

/**
 * Marking a payout as paid: the affiliate's version and the amount the seller saw, so a
 * payout is never recorded over figures that changed meanwhile (409).
 */
export const payoutWriteSchema = z.object({
  version: int32.min(1),
  amount: int32.min(1),
});

/** An affiliate as the seller's programme screen reads it (GET /divisions/{d}/affiliates/). */
export const affiliateProgrammeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  payoutEmail: z.string(),
  commissionRate: z.number(),
  version: z.number().int(),
  balance: z.object({ pending: z.number(), payable: z.number(), paid: z.number() }),
  orders: z.array(
    z.object({
      hash: z.string(),
      createdAt: z.string(),
      status: z.string(),
      commission: z.number(),
      stage: z.enum(['pending', 'payable', 'paid', 'void']),
    }),
  ),
  payouts: z.array(
    z.object({ id: z.number(), amount: z.number(), paidAt: z.string(), paidBy: z.string() }),
  ),
});
export type AffiliateProgramme = z.infer<typeof affiliateProgrammeSchema>;
export const affiliateProgrammeListSchema = z.object({
  affiliates: z.array(affiliateProgrammeSchema),
});
