import { z } from 'zod';

/**
 * The shopper's order history (`/order-history/{customerHash}` and the signed-in
 * shopper's `/order-history/`): each order's status, progress, tracking codes and the
 * items "Buy again" puts back in the basket. Never the addresses or payment details.
 */
export const historyItemSchema = z.object({
  name: z.string(),
  quantity: z.number().int(),
  productId: z.number().int().nullable(),
  options: z.record(z.string(), z.string()),
});

export const historyOrderSchema = z.object({
  hash: z.string(),
  createdAt: z.string(),
  status: z.string(),
  percentComplete: z.number().nullable(),
  trackingCodes: z.array(z.string()),
  currency: z.string(),
  total: z.number().int(),
  invoiceNumber: z.number().int().nullable(),
  items: z.array(historyItemSchema),
});
export type HistoryOrder = z.infer<typeof historyOrderSchema>;

export const orderHistorySchema = z.object({
  customerHash: z.string().nullable(),
  orders: z.array(historyOrderSchema),
});
export type OrderHistory = z.infer<typeof orderHistorySchema>;

/** Status codes as words for the history list ("label_printed" reads "Label printed"). */
export const statusLabel = (status: string): string => {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** What "Buy again" sends to the bulk add: the items that still have a product. */
export function reorderItems(order: Pick<HistoryOrder, 'items'>) {
  return order.items
    .filter((item): item is typeof item & { productId: number } => item.productId !== null)
    .map(({ productId, quantity, options }) => {
      const { colour, size, ...bundleOptions } = options;
      return {
        productId,
        // The basket takes at most 99 of a line.
        quantity: Math.min(quantity, 99),
        ...(colour ? { productColor: colour } : {}),
        ...(size ? { productSize: size } : {}),
        bundleOptions,
      };
    });
}
