import { z } from 'zod';
import { addressSchema } from './entities';

/**
 * An order as the returns, edit-order and update-address pages read it: each item with
 * what is left of it to return and the colours and sizes its product is made in, the
 * order's version (sent back with every change), and whether it can still be changed.
 */
export const afterSalesItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  activeQuantity: z.number().int(),
  options: z.record(z.string(), z.string()),
  choices: z.array(z.object({ colour: z.string(), sizes: z.array(z.string()) })),
});

export const afterSalesReturnSchema = z.object({
  id: z.number().int(),
  status: z.enum(['requested', 'received']),
  reason: z.string(),
  createdAt: z.string(),
  lines: z.array(z.object({ itemId: z.number().int(), name: z.string(), quantity: z.number() })),
});

export const afterSalesViewSchema = z.object({
  hash: z.string(),
  reference: z.string(),
  status: z.string(),
  version: z.number().int(),
  email: z.string(),
  shippingAddress: addressSchema,
  editable: z.boolean(),
  /** Why the order can no longer be changed, when it cannot. */
  lockedMessage: z.string().nullable(),
  returnable: z.boolean(),
  items: z.array(afterSalesItemSchema),
  returns: z.array(afterSalesReturnSchema),
});
export type AfterSalesView = z.infer<typeof afterSalesViewSchema>;
export type AfterSalesItem = z.infer<typeof afterSalesItemSchema>;
