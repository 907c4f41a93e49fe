import { z } from 'zod';
import { statusGroupIndex } from '../commerce/statusGroups';

/**
 * Reprints and exchanges (issue 19): a child order of a paid order that goes back into
 * production at no charge, with the reason staff give. An exchange also closes the parent
 * as `exchanged` (the spec's childOrderType `exchange`); a reprint leaves the parent as it
 * is (our own childOrderType `reprint`, where the spec names only exchange).
 */
export const CHILD_ORDER_TYPES = ['reprint', 'exchange'] as const;
export type ChildOrderType = (typeof CHILD_ORDER_TYPES)[number];

/** The status a child order starts in: paid (nothing to pay), so the factory can start. */
export const CHILD_ORDER_STATUS = 'paid';

export const CHILD_ORDER_MESSAGES = {
  reason: 'Give a reason',
  reasonTooLong: 'Keep the reason under 500 characters',
  type: 'Choose reprint or exchange',
  notAllowed: 'Only a paid order that is not refunded or exchanged can be reprinted or exchanged',
} as const;

export const childOrderSchema = z.object({
  type: z.enum(CHILD_ORDER_TYPES, { error: CHILD_ORDER_MESSAGES.type }),
  reason: z
    .string({ error: CHILD_ORDER_MESSAGES.reason })
    .trim()
    .min(1, CHILD_ORDER_MESSAGES.reason)
    .max(500, CHILD_ORDER_MESSAGES.reasonTooLong),
  version: z.number().int().positive(),
});
export type ChildOrderRequest = z.infer<typeof childOrderSchema>;

/** A paid order (paid or later in the normal flow), not refunded nor already exchanged. */
export function mayMakeChildOrder(status: string): boolean {
  return statusGroupIndex('normal', status) >= 1 && status !== 'refunded' && status !== 'exchanged';
}

/** The parent's status after a child order is made: exchanged for an exchange, else unchanged. */
export const parentStatusAfter = (type: ChildOrderType, status: string): string =>
  type === 'exchange' ? 'exchanged' : status;
